import type { LedgerRow } from '../wallet/tables';
import type { Tx } from '../wallet/wallet';
import type { NoticeOutcome } from '@exchange/contracts/notices';
import { settlementNotices } from './tables';

export type NoticeFacts = {
  sport: 'CRICKET' | 'TENNIS' | 'SOCCER' | 'CASINO';
  title: string;
  detail: string;
  /** Every bet of the settlement was voided (a tie, an undecided session, a void casino line). */
  allVoid: boolean;
  casinoGame?: string;
  roundId?: string;
};

const MAX_DETAIL = 200;

/** The distinct markets/runners settled, in bet order, cut to a length a toast can show. */
export function noticeDetail(parts: readonly string[]): string {
  const text = [...new Set(parts)].join(', ');
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;
}

/**
 * Writes the player's notice of a settlement, inside the settlement's transaction (`wallet.tx`),
 * from the ledger row it just posted: the amount is the row's, never worked out a second time.
 */
export async function recordSettlementNotice(tx: Tx, entry: LedgerRow, facts: NoticeFacts): Promise<void> {
  const amountPaise = entry.creditPaise - entry.debitPaise;
  const outcome: NoticeOutcome = amountPaise > 0 ? 'WON' : amountPaise < 0 ? 'LOST' : facts.allVoid ? 'VOID' : 'EVEN';
  await tx.insert(settlementNotices).values({
    userId: entry.userId,
    ledgerEntryId: entry.id,
    createdAt: entry.createdAt,
    sport: facts.sport,
    outcome,
    title: facts.title,
    detail: facts.detail,
    amountPaise,
    casinoGame: facts.casinoGame ?? null,
    roundId: facts.roundId ?? null,
  });
}
