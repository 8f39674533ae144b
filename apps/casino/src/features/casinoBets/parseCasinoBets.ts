import { parseUtc } from '../../shared/localTime';
import { CasinoBetRowView } from '@exchange/contracts/casino';
import { keepRows } from '@exchange/contracts/read';
import { envelopeResponse, finite, finiteOrNull, isRecord, text, type Read } from '@exchange/shared-http';

/** A row of the Casino Bets page, read from the API's casino bet record (spec section 3). */
export type CasinoBetRow = {
  casino: string;
  runnerName: string;
  amount: number;
  rate: number;
  isLay: boolean;
  profitLoss: number | null;
  wonBy: string | null;
  createdAt: string;
  /** The round (searchable); null when the server leaves it out. */
  marketId: string | null;
};

export type CasinoBetList = { rows: CasinoBetRow[]; skipped: number };

export const UNREADABLE_BETS = 'Your casino bets could not be read. Please try again later.';

function record(item: unknown): CasinoBetRow | undefined {
  if (!isRecord(item)) return undefined;
  const casino = text(item.casino);
  const runnerName = text(item.runnerName);
  const amount = finite(item.amount);
  const backRate = finite(item.backRate ?? 0);
  const layRate = finite(item.layRate ?? 0);
  const profitLoss = finiteOrNull(item.profitLoss ?? null);
  const createdAt = text(item.createdAt);
  if (
    casino === undefined ||
    runnerName === undefined ||
    amount === undefined ||
    backRate === undefined ||
    layRate === undefined ||
    profitLoss === undefined ||
    !parseUtc(createdAt)
  )
    return undefined;
  const wonBy = text(item.wonBy) ?? null;
  return {
    casino,
    runnerName,
    amount,
    rate: layRate > 0 ? layRate : backRate,
    isLay: layRate > 0,
    profitLoss,
    wonBy,
    createdAt: createdAt!,
    marketId: text(item.marketId) ?? null,
  };
}

/**
 * The casino bets list (`response` is an array), newest first by createdAt (UTC). A record that
 * cannot be read is left out and counted, so one bad row does not hide the others; so is one read
 * that still is not what the contract promises (an amount of 0 or less), which is also logged.
 */
export function parseCasinoBets(envelope: unknown): Read<CasinoBetList> {
  const list = envelopeResponse(envelope);
  if (!Array.isArray(list)) return { ok: false, message: UNREADABLE_BETS };
  const rows = list.map(record);
  const read = rows.filter((r): r is CasinoBetRow => r !== undefined);
  // The rows kept are rows read, so they keep their type (rate and side included).
  const good = keepRows(CasinoBetRowView, read, 'casino bets') as CasinoBetRow[];
  const time = (r: CasinoBetRow) => parseUtc(r.createdAt)!.getTime();
  good.sort((a, b) => time(b) - time(a));
  return { ok: true, value: { rows: good, skipped: rows.length - good.length } };
}
