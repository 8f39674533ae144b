import { parseUtc } from '../../shared/localTime';
import { CasinoBetRowView } from '@exchange/contracts/casino';
import { keepRows } from '@exchange/contracts/read';
import { envelopeResponse, type Read } from '@exchange/shared-http';

/** A row of the Casino Bets page: the contract's casino bet record, with its one rate and side (spec section 3). */
export type CasinoBetRow = Omit<CasinoBetRowView, 'backRate' | 'layRate'> & { rate: number; isLay: boolean };

export type CasinoBetList = { rows: CasinoBetRow[]; skipped: number };

export const UNREADABLE_BETS = 'Your casino bets could not be read. Please try again later.';

/**
 * The casino bets list (`response` is an array), newest first by createdAt (UTC). A record that is
 * not the contract's, or whose time cannot be read, is left out and counted, so one bad row does not
 * hide the others; the round reads as '' and an open bet's result as null when the server leaves them out.
 */
export function parseCasinoBets(envelope: unknown): Read<CasinoBetList> {
  const list = envelopeResponse(envelope);
  if (!Array.isArray(list)) return { ok: false, message: UNREADABLE_BETS };
  const read = keepRows(CasinoBetRowView, list, 'casino bets', {
    marketId: '',
    backRate: 0,
    layRate: 0,
    profitLoss: null,
    wonBy: null,
  });
  const rows = read.flatMap(({ backRate, layRate, ...row }) => {
    const time = parseUtc(row.createdAt)?.getTime();
    return time === undefined ? [] : [{ ...row, rate: layRate > 0 ? layRate : backRate, isLay: layRate > 0, time }];
  });
  rows.sort((a, b) => b.time - a.time);
  return { ok: true, value: { rows: rows.map(({ time: _time, ...row }) => row), skipped: list.length - rows.length } };
}
