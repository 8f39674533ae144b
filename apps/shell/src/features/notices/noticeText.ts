import { formatAmount } from '@exchange/shared-ui';
import type { SettlementNotice } from './noticesApi';

/** What the toast and the bell say: 'Won ₹1,250.00 on India v Australia'. */
export function noticeText({ outcome, amount, title }: SettlementNotice): string {
  const money = `₹${formatAmount(Math.abs(amount))}`;
  if (outcome === 'WON') return `Won ${money} on ${title}`;
  if (outcome === 'LOST') return `Lost ${money} on ${title}`;
  if (outcome === 'VOID') return `Void: stakes returned on ${title}`;
  return `Settled even on ${title}`;
}

/** Several notices at once: '3 bets settled: 2 won, 1 lost. The bell lists them.' */
export function noticesSummary(notices: readonly SettlementNotice[]): string {
  const won = notices.filter((n) => n.outcome === 'WON').length;
  const lost = notices.filter((n) => n.outcome === 'LOST').length;
  const other = notices.length - won - lost;
  const parts = [
    won > 0 ? `${won} won` : '',
    lost > 0 ? `${lost} lost` : '',
    other > 0 ? `${other} void or even` : '',
  ].filter(Boolean);
  return `${notices.length} bets settled: ${parts.join(', ')}. The bell lists them.`;
}

/**
 * Where a notice opens: a casino round's result, where the casino remote has a page for it
 * (`roundResult`, contract 1.7), else the bet details of the settlement's ledger entry (a table the
 * casino does not offer, or a casino that is not loaded).
 */
export function noticeLink(
  notice: SettlementNotice,
  roundResult: (gameId: string, roundId: string) => string | undefined,
): string {
  const result = notice.casinoGame && notice.roundId ? roundResult(notice.casinoGame, notice.roundId) : undefined;
  return result ?? `/ledger-details/${notice.accountLogId}`;
}
