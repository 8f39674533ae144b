import { Envelope } from '@exchange/contracts/envelope';
import {
  BookmakerCashOutOffer,
  BookmakerCashOutResult,
  CashOutOffer,
  CashOutResult,
  MatchOrders,
  MyMarkets,
  Order,
} from '@exchange/contracts/matchOdds';
import type { ContractCase } from './case';

/** The Match Odds order routes (issue 15, /cm/v1). */
export const matchOddsCases: Record<string, ContractCase> = {
  'POST /cm/v1/bet/order': {
    answer: Envelope(Order),
    call: ({ auth, live, matchOdds }) => ({
      method: 'POST',
      url: '/cm/v1/bet/order',
      headers: auth.C1001,
      payload: {
        eventId: live.eventId,
        marketId: matchOdds.marketId,
        selectionId: matchOdds.selectionId,
        type: 'back',
        price: matchOdds.bestBack,
        amount: 100,
      },
    }),
  },
  'POST /cm/v1/bet/order/cancel': {
    answer: Envelope(Order),
    call: ({ auth, matchOdds }) => ({
      method: 'POST',
      url: '/cm/v1/bet/order/cancel',
      headers: auth.C1001,
      payload: { orderId: matchOdds.resting[0] },
    }),
  },
  'POST /cm/v1/bet/order/price': {
    answer: Envelope(Order),
    call: ({ auth, matchOdds }) => ({
      method: 'POST',
      url: '/cm/v1/bet/order/price',
      headers: auth.C1001,
      payload: { orderId: matchOdds.resting[1], price: matchOdds.restingPrice },
    }),
  },
  'GET /cm/v1/bet/cash-out/{eventId}': {
    answer: Envelope(CashOutOffer),
    call: ({ auth, live }) => ({ method: 'GET', url: `/cm/v1/bet/cash-out/${live.eventId}`, headers: auth.C1001 }),
  },
  'POST /cm/v1/bet/cash-out': {
    answer: Envelope(CashOutResult),
    call: ({ auth, live, matchOdds }) => ({
      method: 'POST',
      url: '/cm/v1/bet/cash-out',
      headers: auth.C1001,
      // Any amount the offer reaches: the case checks the answer's shape.
      payload: { eventId: live.eventId, marketId: matchOdds.marketId, guaranteed: -1000 },
    }),
  },
  'GET /cm/v1/bet/bookmaker/cash-out/{eventId}': {
    answer: Envelope(BookmakerCashOutOffer),
    call: ({ auth, live }) => ({
      method: 'GET',
      url: `/cm/v1/bet/bookmaker/cash-out/${live.eventId}`,
      headers: auth.C1001,
    }),
  },
  'POST /cm/v1/bet/bookmaker/cash-out': {
    answer: Envelope(BookmakerCashOutResult),
    call: ({ auth, live }) => ({
      method: 'POST',
      url: '/cm/v1/bet/bookmaker/cash-out',
      headers: auth.C1001,
      payload: { eventId: live.eventId, marketId: live.team.marketId, guaranteed: -1000 },
    }),
  },
  'POST /aam/v1/user/my-market': {
    answer: Envelope(MyMarkets),
    call: ({ auth }) => ({
      method: 'POST',
      url: '/aam/v1/user/my-market',
      headers: auth.C1001,
      payload: { betStatus: 'MATCHED', betType: 'ALL', pageNumber: 0, pageSize: 100, search: '', sports: true },
    }),
  },
  'GET /cm/v1/bet/orders/{eventId}': {
    answer: Envelope(MatchOrders),
    call: ({ auth, live }) => ({ method: 'GET', url: `/cm/v1/bet/orders/${live.eventId}`, headers: auth.C1001 }),
  },
};
