import { gameRules } from '@exchange/betting';
import { useT } from '@exchange/shared-ui';
import styles from './resultChip.module.css';

/** A round's winner as a round chip: colour class a/b/c/d by game and winner code (spec section 2). */
export function ResultChip({
  gameId,
  marketId,
  winner,
  onOpen,
}: {
  gameId: string;
  marketId: string;
  winner: string;
  onOpen: (marketId: string) => void;
}) {
  const t = useT();
  const rules = gameRules(gameId);
  const chip = rules?.chipClass(winner) ?? 'a';
  return (
    <button
      type="button"
      onClick={() => onOpen(marketId)}
      aria-label={t('casino.resultOfRound', { round: marketId })}
      // The spec's class name, then this page's look for it.
      className={`${chip} ${styles.chip} ${styles[chip]}`}
      data-testid="result-chip"
      data-market={marketId}
      data-winner={winner}
    >
      {rules?.chipText(winner) ?? winner}
    </button>
  );
}
