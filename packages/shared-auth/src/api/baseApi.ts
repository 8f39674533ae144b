import { createApi } from '@reduxjs/toolkit/query/react';
import { retryingBaseQuery } from './baseQuery';

/**
 * The one RTK Query API slice. Apps add their endpoints with `baseApi.injectEndpoints`;
 * unused data is kept 5 minutes (spec section 9).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: retryingBaseQuery,
  keepUnusedDataFor: 300,
  tagTypes: ['Profile', 'Wallet', 'Bets', 'Ledger', 'Statement', 'ButtonValues'],
  endpoints: () => ({}),
});
