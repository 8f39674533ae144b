import {
  BookmakerCashOutOffer,
  BookmakerCashOutResult,
  type BookmakerCashOutOffer as LevellingOffer,
  CashOutOffer,
  CashOutResult,
  type CashOutBody,
} from '@exchange/contracts/matchOdds';
import { answerOf } from '@exchange/contracts/read';
import { baseApi } from '@exchange/shared-auth';

/** The market a cash-out levels: Match Odds (exchange orders) or the bookmaker (rates in paisa). */
export type CashOutMarket = 'matchOdds' | 'bookmaker';

/** A cash-out as the dialog shows it, whichever market: the bets it places and what every result then pays. */
export type { LevellingOffer };

const base = (market: CashOutMarket) => (market === 'matchOdds' ? '/bet/cash-out' : '/bet/bookmaker/cash-out');

/** A Match Odds offer has at most one bet (two runners); the bookmaker's may have one per runner. */
function levellingOf(market: CashOutMarket, envelope: unknown): LevellingOffer | null {
  if (market === 'bookmaker') return answerOf(BookmakerCashOutOffer, envelope);
  const offer = answerOf(CashOutOffer, envelope);
  return offer && { marketId: offer.marketId, guaranteed: offer.guaranteed, bets: offer.bet ? [offer.bet] : [] };
}

/**
 * Cash-out (issue 15): the offer is asked fresh when the player opens it (never served from the
 * cache: prices move every second), and confirming sends the amount shown, which the API refuses
 * to go below. Confirming refreshes positions, bets and the wallet.
 */
export const cashOutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCashOutOffer: build.query<LevellingOffer | null, { market: CashOutMarket; eventId: number }>({
      query: ({ market, eventId }) => ({ api: 'cm', url: `${base(market)}/${eventId}` }),
      transformResponse: (envelope: unknown, _meta, { market }) => levellingOf(market, envelope),
      keepUnusedDataFor: 0,
      extraOptions: { maxRetries: 0 },
    }),
    cashOut: build.mutation<{ guaranteed: number } | null, CashOutBody & { market: CashOutMarket }>({
      query: ({ market, ...data }) => ({ api: 'cm', url: base(market), method: 'POST', data }),
      transformResponse: (envelope: unknown, _meta, { market }) =>
        answerOf(market === 'matchOdds' ? CashOutResult : BookmakerCashOutResult, envelope),
      invalidatesTags: ['Bets', 'Wallet'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
