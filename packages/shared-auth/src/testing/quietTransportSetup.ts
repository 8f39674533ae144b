import { setQuietTransport } from '@exchange/shared-http';
import { axiosBaseQuery, type RequestArgs } from '../api/baseQuery';

// Unit tests answer the API through axios adapters; the polls' own transport (one XMLHttpRequest,
// tested in shared-http's httpClient.test.ts) is pointed at the axios base query here, so that a
// poll reaches them. A setup file of the DOM test projects (vitest.config.ts).
setQuietTransport(async (request) => {
  const result = await axiosBaseQuery(request as RequestArgs, { signal: new AbortController().signal } as never, {});
  if ('error' in result) return { ok: false };
  return { ok: true, text: typeof result.data === 'string' ? result.data : JSON.stringify(result.data) };
});
