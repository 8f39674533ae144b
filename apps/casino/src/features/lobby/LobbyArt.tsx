import { isRed, parseCard, type CardCode } from '@exchange/betting';
import { memo, type ReactNode } from 'react';
import { CARD_H, CARD_INK, CARD_W, CardFaceArt } from '../../shared/cardFace';

/**
 * A lobby tile's artwork (issue 16): the game's own cards or symbols, drawn with the same card
 * faces as the table, on the brand's colours (CSS variables of the brand theme, so a second brand's
 * tiles wear its own colours). One small SVG per tile instead of image files: the lobby stays light.
 * The art draws games' names as their logos do ('MATKA', 'ANDAR · BAHAR', 'VS'): hidden from screen
 * readers (the tile's own title is read), names that stay as they are in every language (issue 69).
 */
const PRIMARY = 'var(--chakra-colors-brand-primary)';
const FELT = 'var(--chakra-colors-brand-felt)';
const ACCENT = 'var(--chakra-colors-brand-accent)';

const VIEW_W = 160;
const VIEW_H = 96;
const MINI_W = 34;
const MINI_H = (MINI_W * CARD_H) / CARD_W;

/** A small card at (x, y) (its centre), turned by `angle` degrees. */
function Mini({ code, x, y, angle = 0 }: { code: CardCode; x: number; y: number; angle?: number }) {
  const { rank, suit } = parseCard(code);
  return (
    <g transform={`rotate(${angle} ${x} ${y})`} color={isRed(code) ? CARD_INK.red : CARD_INK.black}>
      <svg x={x - MINI_W / 2} y={y - MINI_H / 2} width={MINI_W} height={MINI_H} viewBox={`0 0 ${CARD_W} ${CARD_H}`}>
        <CardFaceArt rank={rank} suit={suit} />
      </svg>
    </g>
  );
}

/** A fan of cards around the tile's centre. */
function Fan({ codes }: { codes: readonly CardCode[] }) {
  const step = 16;
  const mid = (codes.length - 1) / 2;
  return (
    <>
      {codes.map((code, i) => (
        <Mini key={code} code={code} x={VIEW_W / 2 + (i - mid) * 22} y={52} angle={(i - mid) * step} />
      ))}
    </>
  );
}

function Caption({ children, x = VIEW_W / 2, y = 88 }: { children: ReactNode; x?: number; y?: number }) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fill={ACCENT}
      style={{ fontSize: 10, fontWeight: 900, fontFamily: 'Arial, sans-serif' }}
    >
      {children}
    </text>
  );
}

function Versus({ left, right, caption }: { left: CardCode; right: CardCode; caption: string }) {
  return (
    <>
      <Mini code={left} x={48} y={46} angle={-8} />
      <Mini code={right} x={112} y={46} angle={8} />
      <circle cx={80} cy={46} r={13} fill={ACCENT} />
      <text
        x={80}
        y={51}
        textAnchor="middle"
        fill={PRIMARY}
        style={{ fontSize: 12, fontWeight: 900, fontFamily: 'Arial, sans-serif' }}
      >
        {/* eslint-disable-next-line exchange/catalogue-text -- part of the logo */}
        VS
      </text>
      <Caption>{caption}</Caption>
    </>
  );
}

function Worli() {
  const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
  return (
    <>
      {digits.map((d, i) => {
        const x = 24 + (i % 5) * 28;
        const y = 30 + Math.floor(i / 5) * 34;
        return (
          <g key={d}>
            <circle cx={x} cy={y} r={12} fill={i === 6 ? ACCENT : 'white'} />
            <text
              x={x}
              y={y + 5}
              textAnchor="middle"
              fill={PRIMARY}
              style={{ fontSize: 14, fontWeight: 900, fontFamily: 'Arial, sans-serif' }}
            >
              {d}
            </text>
          </g>
        );
      })}
      {/* eslint-disable-next-line exchange/catalogue-text -- the game's name, as its logo */}
      <Caption y={91}>MATKA</Caption>
    </>
  );
}

const ART: Record<string, () => ReactNode> = {
  LUCKY7: () => (
    <>
      <text
        x={52}
        y={72}
        textAnchor="middle"
        fill={ACCENT}
        style={{ fontSize: 64, fontWeight: 900, fontFamily: 'Georgia, serif' }}
      >
        7
      </text>
      <Mini code="7H" x={106} y={46} angle={10} />
    </>
  ),
  DRAGON_TIGER_20: () => <Versus left="KS" right="QH" caption="DRAGON · TIGER" />,
  DRAGON_TIGER_202: () => <Versus left="JD" right="9C" caption="DRAGON · TIGER 2" />,
  TEEN: () => <Fan codes={['AS', 'KS', 'QS']} />,
  TEEN_20: () => <Fan codes={['AH', 'AD', 'AC']} />,
  AAA: () => <Fan codes={['AD', '7C', 'KH']} />,
  ABJ: () => (
    <>
      <Mini code="4C" x={40} y={48} angle={-6} />
      <Mini code="JH" x={80} y={44} />
      <Mini code="4D" x={120} y={48} angle={6} />
      {/* eslint-disable-next-line exchange/catalogue-text -- the game's name, as its logo */}
      <Caption>ANDAR · BAHAR</Caption>
    </>
  ),
  WORLI2: Worli,
};

export const LobbyArt = memo(function LobbyArt({ gameId }: { gameId: string }) {
  const draw = ART[gameId];
  return (
    <svg
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      width="100%"
      aria-hidden="true"
      data-testid="tile-art"
      style={{ display: 'block' }}
    >
      <rect width={VIEW_W} height={VIEW_H} fill={FELT} />
      <ellipse
        cx={VIEW_W / 2}
        cy={VIEW_H / 2}
        rx={74}
        ry={42}
        fill={PRIMARY}
        stroke={ACCENT}
        strokeOpacity={0.6}
        strokeWidth={2}
      />
      {draw ? draw() : <Fan codes={['AS', 'KH']} />}
    </svg>
  );
});
