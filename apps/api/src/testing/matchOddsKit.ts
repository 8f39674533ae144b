import { stepPrice, rateToHundredths, rateFromHundredths } from '@exchange/betting';
import type { MatchOdds, Order } from '@exchange/contracts/matchOdds';
import { CRICKET, EVENT, cricketExchangeKit } from './cricketExchangeKit';

/** The cricket kit plus the Match Odds calls: the market as the odds poll shows it, orders, cancel, re-price. */
export function matchOddsKit() {
  const kit = cricketExchangeKit();
  const market = async (eventId = EVENT): Promise<MatchOdds> =>
    (await kit.get(`/cm/v1/cricket/odds/${eventId}`)).json().response.matchOdds;
  const order = (
    u: string,
    selectionId: number,
    type: 'back' | 'lay',
    price: number,
    amount: number,
    extra: { key?: string; marketId?: string; eventId?: number; persistence?: 'KEEP' | 'CANCEL' } = {},
  ) =>
    kit.post(
      '/cm/v1/bet/order',
      {
        eventId: extra.eventId ?? EVENT,
        marketId: extra.marketId ?? `${CRICKET}-MO`,
        selectionId,
        type,
        price,
        amount,
        ...(extra.persistence ? { persistence: extra.persistence } : {}),
      },
      u,
      extra.key,
    );
  const placed = async (...args: Parameters<typeof order>): Promise<Order> => {
    const reply = await order(...args);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().response;
  };
  const cancel = (u: string, orderId: number) => kit.post('/cm/v1/bet/order/cancel', { orderId }, u);
  const reprice = (u: string, orderId: number, price: number) =>
    kit.post('/cm/v1/bet/order/price', { orderId, price }, u);
  const mine = async (u: string, eventId = EVENT) => (await kit.get(`/cm/v1/bet/orders/${eventId}`, u)).json().response;
  /** A price `ticks` ladder steps from `price`. */
  const step = (price: number, ticks: number) => rateFromHundredths(stepPrice(rateToHundredths(price), ticks));
  return Object.assign(kit, { market, order, placed, cancel, reprice, mine, step });
}
