import type { Rank, Suit } from '@exchange/betting';

/**
 * The drawing of a card face in a 60 x 84 box (the 5:7 of a real card), generated from rank and
 * suit so the whole deck is one small module instead of 53 image files (the table's load budget).
 * Suits are paths rather than font glyphs so every machine draws the same shapes. Text sizes are
 * inline styles, not SVG attributes: the page's own CSS sets font sizes and would win over an attribute.
 */
export const CARD_W = 60;
export const CARD_H = 84;

/** Ink of a printed deck, the same for every brand (only the back wears the brand's colour). */
export const CARD_INK = { red: '#c62828', black: '#1b1b1b' } as const;

/** Each suit in a 10 x 10 box centred on 0, 0. */
const SUIT_PATHS: Record<Suit, string> = {
  H: 'M0 4.6C-1.2 3.5-5 1-5-1.8-5-4-3.3-5-2.2-5-1-5-.3-4.2 0-3.3.3-4.2 1-5 2.2-5 3.3-5 5-4 5-1.8 5 1 1.2 3.5 0 4.6Z',
  D: 'M0-5 3.9 0 0 5-3.9 0Z',
  S: 'M0-5C1-3.6 5-1.4 5 1.3 5 3.1 3.6 3.9 2.4 3.9 1.5 3.9.8 3.4.4 2.8.5 3.8 1 4.5 1.8 5H-1.8C-1 4.5-.5 3.8-.4 2.8-.8 3.4-1.5 3.9-2.4 3.9-3.6 3.9-5 3.1-5 1.3-5-1.4-1-3.6 0-5Z',
  C: 'M0-5.2A2.5 2.5 0 0 1 2.1-1.3 2.5 2.5 0 1 1 .5 2.6L1.6 5H-1.6L-.5 2.6A2.5 2.5 0 1 1-2.1-1.3 2.5 2.5 0 0 1 0-5.2Z',
};

export function SuitShape({
  suit,
  x,
  y,
  size,
  flip = false,
}: {
  suit: Suit;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}) {
  const scale = size / 10;
  return (
    <path
      d={SUIT_PATHS[suit]}
      transform={`translate(${x} ${y}) scale(${scale})${flip ? ' rotate(180)' : ''}`}
      data-testid="pip"
    />
  );
}

/** Pip positions of 2..10 on a 3-column grid (0, 0.5, 1 across; 0..1 down), as printed decks place them. */
const PIP_LAYOUTS: Record<string, ReadonlyArray<readonly [number, number]>> = {
  '2': [
    [0.5, 0],
    [0.5, 1],
  ],
  '3': [
    [0.5, 0],
    [0.5, 0.5],
    [0.5, 1],
  ],
  '4': [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ],
  '5': [
    [0, 0],
    [1, 0],
    [0.5, 0.5],
    [0, 1],
    [1, 1],
  ],
  '6': [
    [0, 0],
    [1, 0],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  '7': [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  '8': [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0.5, 0.75],
    [0, 1],
    [1, 1],
  ],
  '9': [
    [0, 0],
    [1, 0],
    [0, 1 / 3],
    [1, 1 / 3],
    [0.5, 0.5],
    [0, 2 / 3],
    [1, 2 / 3],
    [0, 1],
    [1, 1],
  ],
  '10': [
    [0, 0],
    [1, 0],
    [0.5, 1 / 6],
    [0, 1 / 3],
    [1, 1 / 3],
    [0, 2 / 3],
    [1, 2 / 3],
    [0.5, 5 / 6],
    [0, 1],
    [1, 1],
  ],
};

// The pip field sits between the two corner indices.
const PIP_LEFT = 23;
const PIP_SPAN_X = 18;
const PIP_TOP = 19;
const PIP_SPAN_Y = 46;

function Pips({ rank, suit }: { rank: Rank; suit: Suit }) {
  if (rank === 'A') return <SuitShape suit={suit} x={CARD_W / 2} y={CARD_H / 2} size={24} />;
  return (
    <>
      {(PIP_LAYOUTS[rank] ?? []).map(([col, row], i) => (
        <SuitShape
          key={i}
          suit={suit}
          x={PIP_LEFT + col * PIP_SPAN_X}
          y={PIP_TOP + row * PIP_SPAN_Y}
          size={9}
          flip={row > 0.5}
        />
      ))}
    </>
  );
}

/** Headwear of the court cards: a crown for King and Queen (pointed / round), a cap with a plume for the Jack. */
const HEADWEAR: Record<'J' | 'Q' | 'K', string> = {
  K: 'M19 30 19 19 24 25 30 16 36 25 41 19 41 30Z',
  Q: 'M20 30 21 21A2 2 0 1 1 24 22L30 18 36 22A2 2 0 1 1 39 21L40 30Z',
  J: 'M20 30C20 22 26 18 33 19 37 19 40 22 40 24L36 23C38 25 40 27 40 30Z',
};

/** J, Q, K: a framed panel with the figure's headwear over the big letter (a simple figure, not a portrait). */
function Court({ rank, suit }: { rank: 'J' | 'Q' | 'K'; suit: Suit }) {
  return (
    <>
      <rect
        x={16}
        y={13}
        width={28}
        height={58}
        rx={2}
        fill="currentColor"
        fillOpacity={0.1}
        stroke="currentColor"
        strokeWidth={1}
      />
      <path d={HEADWEAR[rank]} />
      <text
        x={30}
        y={53}
        textAnchor="middle"
        style={{ fontSize: 22, fontWeight: 800, fontFamily: "Georgia, 'Times New Roman', serif" }}
      >
        {rank}
      </text>
      <SuitShape suit={suit} x={30} y={63} size={8} />
    </>
  );
}

/** Rank over suit in the top-left corner; drawn again turned round in the bottom-right. */
function CornerIndex({ rank, suit }: { rank: Rank; suit: Suit }) {
  return (
    <g>
      <text
        x={10}
        y={17}
        textAnchor="middle"
        style={{ fontSize: 16, fontWeight: 800, fontFamily: 'Arial, Helvetica, sans-serif' }}
        // '10' is squeezed into the width of one letter so the corner stays narrow.
        {...(rank === '10' ? { textLength: 15, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {rank}
      </text>
      <SuitShape suit={suit} x={10} y={25} size={9} />
    </g>
  );
}

export function CardFaceArt({ rank, suit }: { rank: Rank; suit: Suit }) {
  return (
    <>
      <rect x={0.5} y={0.5} width={CARD_W - 1} height={CARD_H - 1} rx={5} fill="white" stroke="#b8bec6" />
      <g fill="currentColor">
        <CornerIndex rank={rank} suit={suit} />
        <g transform={`rotate(180 ${CARD_W / 2} ${CARD_H / 2})`}>
          <CornerIndex rank={rank} suit={suit} />
        </g>
        {rank === 'J' || rank === 'Q' || rank === 'K' ? (
          <Court rank={rank} suit={suit} />
        ) : (
          <Pips rank={rank} suit={suit} />
        )}
      </g>
    </>
  );
}

/** The back: a lattice of diamonds in the brand's colour (currentColor) inside a white border. */
export function CardBackArt() {
  return (
    <>
      <rect x={0.5} y={0.5} width={CARD_W - 1} height={CARD_H - 1} rx={5} fill="white" stroke="#b8bec6" />
      <rect x={4} y={4} width={CARD_W - 8} height={CARD_H - 8} rx={3} fill="currentColor" />
      <path
        d="M8 8 52 76M20 8 52 57M32 8 52 38M44 8 52 20M8 20 40 76M8 38 28 76M8 57 16 76M52 8 8 76M40 8 8 57M28 8 8 38M16 8 8 20M52 20 20 76M52 38 32 76M52 57 44 76"
        stroke="white"
        strokeOpacity={0.35}
        strokeWidth={1.2}
      />
      <rect x={22} y={34} width={16} height={16} transform="rotate(45 30 42)" fill="white" fillOpacity={0.85} />
    </>
  );
}
