import { memo } from 'react';
import { useBallStrip } from './ballStrip';
import type { Score } from './matchTypes';
import styles from './scorePanel.module.css';

/** Ball colours: '4' a four, '6' a six, anything with 'w' a wicket, else runs (spec section 3). */
export function ballKind(ball: string): 'four' | 'six' | 'wicket' | 'run' {
  if (ball.toLowerCase().includes('w')) return 'wicket';
  if (ball === '4') return 'four';
  if (ball === '6') return 'six';
  return 'run';
}

export const ScorePanel = memo(function ScorePanel({ score }: { score: Score | null | undefined }) {
  if (!score) return null;
  return (
    <div className={styles.panel} data-testid="score-panel">
      <div className={styles.line}>
        <p className={styles.team}>{score.spnnation1}</p>
        <p data-testid="score1">{score.score1}</p>
      </div>
      <div className={styles.line}>
        <p className={styles.team}>{score.spnnation2}</p>
        <p data-testid="score2">{score.score2}</p>
      </div>
      <div className={styles.overs}>
        <p className={styles.small}>{score.spnrunrate2}</p>
        <BallStrip balls={score.balls} />
      </div>
      <p className={styles.message} data-testid="score-message">
        {score.spnmessage}
      </p>
    </div>
  );
});

/** The last balls, keyed by the ball (not its place), so a new ball appends one element. */
function BallStrip({ balls }: { balls: readonly string[] }) {
  const strip = useBallStrip(balls);
  return (
    <div className={styles.balls} data-testid="balls">
      {strip.map(({ id, ball }) => (
        <div key={id} className={styles.ball} data-ball={ballKind(ball)}>
          {ball}
        </div>
      ))}
    </div>
  );
}
