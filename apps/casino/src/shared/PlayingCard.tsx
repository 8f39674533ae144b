import { SUIT_NAMES, isCardCode, isRed, parseCard } from '@exchange/betting';
import { memo, type CSSProperties } from 'react';
import { useT, useTranslateText } from '@exchange/shared-ui';
import { CARD_H, CARD_INK, CARD_W, CardBackArt, CardFaceArt } from './cardFace';
import styles from './playingCard.module.css';

/** Card widths in px; 36 is the smallest at which the corner index stays readable on a phone (issue 16). */
export const CARD_SIZES = { sm: 28, md: 36, lg: 48 } as const;
export type CardSize = keyof typeof CARD_SIZES;

/** A card's box: its size, and its ink when it has one (inline, so no card adds a rule to the page). */
const frame = (size: CardSize, color?: string): CSSProperties => ({
  width: `${CARD_SIZES[size]}px`,
  height: `${Math.round((CARD_SIZES[size] * CARD_H) / CARD_W)}px`,
  color,
});

/**
 * A card face drawn as SVG from its code (DESIGN section 10: real card faces, red and black). Cards
 * come from the server, so a code that is not a card is shown as its text rather than taking the
 * screen down.
 */
export const PlayingCard = memo(function PlayingCard({
  code,
  size = 'md',
  dealOrder,
}: {
  code: string;
  size?: CardSize;
  /** On the live table: the card's place in the deal, so it slides in after the ones before it. */
  dealOrder?: number;
}) {
  const t = useT();
  const tx = useTranslateText();
  if (!isCardCode(code)) {
    return (
      <div
        data-testid="playing-card"
        data-card={code}
        data-invalid=""
        className={styles.card}
        style={frame(size)}
        title={code}
        role="img"
        aria-label={t('cards.unknown', { code: code.slice(0, 12) })}
      >
        <svg viewBox={`0 0 ${CARD_W} ${CARD_H}`} width="100%" height="100%">
          <rect
            x={0.5}
            y={0.5}
            width={CARD_W - 1}
            height={CARD_H - 1}
            rx={5}
            fill="#f1f3f5"
            stroke="#9aa1a9"
            strokeDasharray="4 3"
          />
          <text
            x={CARD_W / 2}
            y={CARD_H / 2 + 5}
            textAnchor="middle"
            fill="#4a5568"
            style={{ fontSize: 14, fontFamily: 'Arial, sans-serif' }}
          >
            {code.slice(0, 4) || '?'}
          </text>
        </svg>
      </div>
    );
  }
  const { rank, suit } = parseCard(code);
  const red = isRed(code);
  return (
    <div
      data-testid="playing-card"
      data-card={code}
      data-colour={red ? 'red' : 'black'}
      className={dealOrder === undefined ? styles.card : `${styles.card} ${styles.dealt}`}
      // Cards land one after another, in deal order.
      style={{
        ...frame(size, red ? CARD_INK.red : CARD_INK.black),
        ...(dealOrder === undefined ? {} : { animationDelay: `${dealOrder * 0.12}s` }),
      }}
      role="img"
      aria-label={t('cards.name', { rank, suit: tx(SUIT_NAMES[suit]) })}
    >
      <svg viewBox={`0 0 ${CARD_W} ${CARD_H}`} width="100%" height="100%" aria-hidden="true">
        <CardFaceArt rank={rank} suit={suit} />
      </svg>
    </div>
  );
});

/** The brand's primary colour (Chakra's token as a CSS variable), so a brand's remote recolours the backs. */
const BACK_INK = 'var(--chakra-colors-brand-primary)';

/** A card lying face down: a slot of the table before its card is dealt. The back wears the brand's colour. */
export function CardBack({ size = 'md' }: { size?: CardSize }) {
  return (
    <div data-testid="card-back" className={styles.card} style={frame(size, BACK_INK)} aria-hidden="true">
      <svg viewBox={`0 0 ${CARD_W} ${CARD_H}`} width="100%" height="100%">
        <CardBackArt />
      </svg>
    </div>
  );
}
