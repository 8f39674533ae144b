import { render, screen, within } from '@testing-library/react';
import { RANKS, SUITS, SUIT_NAMES } from '@exchange/betting';
import { UiProvider } from '@exchange/shared-ui';
import { CardBack, PlayingCard } from './PlayingCard';
import { CARD_INK } from './cardFace';

const card = (code: string) =>
  render(
    <UiProvider>
      <PlayingCard code={code} />
    </UiProvider>,
  );

const ALL_CODES = SUITS.flatMap((suit) => RANKS.map((rank) => ({ code: `${rank}${suit}`, rank, suit })));

/** Pips a player counts in the middle of the card: every suit shape less the two in the corners. */
const middlePips = (el: HTMLElement) => within(el).getAllByTestId('pip').length - 2;

describe('PlayingCard', () => {
  it('the deck has 52 different cards', () => {
    expect(new Set(ALL_CODES.map((c) => c.code)).size).toBe(52);
  });

  it.each(ALL_CODES)('$code is drawn as a face with its name, index and suit colour', ({ code, rank, suit }) => {
    card(code);
    const face = screen.getByRole('img', { name: `${rank} of ${SUIT_NAMES[suit]}` });
    expect(face).toHaveAttribute('data-testid', 'playing-card');
    expect(face).toHaveAttribute('data-card', code);
    expect(face).not.toHaveAttribute('data-invalid');
    // Red for hearts and diamonds, black for spades and clubs.
    const red = suit === 'H' || suit === 'D';
    expect(face).toHaveAttribute('data-colour', red ? 'red' : 'black');
    expect(face).toHaveStyle({ color: red ? CARD_INK.red : CARD_INK.black });
    // The rank printed in both corners, upright and turned.
    const indices = [...face.querySelectorAll('text')].filter((t) => t.textContent === rank);
    expect(indices.length).toBeGreaterThanOrEqual(2);
    // Drawn, not typed: no suit glyph that a machine without the font would show as a box.
    expect(face.textContent).not.toMatch(/[♠♥♣♦]/);
    // Number cards carry as many pips as their rank, an ace one big pip, court cards one under the figure.
    const pips = middlePips(face);
    if (/^\d+$/.test(rank)) expect(pips).toBe(Number(rank));
    else expect(pips).toBe(1);
  });

  it('draws the SVG at the 36 px width players read on a phone, scaling by its view box', () => {
    card('10H');
    const face = screen.getByTestId('playing-card');
    expect(face).toHaveStyle({ width: '36px', height: '50px' });
    expect(face.querySelector('svg')).toHaveAttribute('viewBox', '0 0 60 84');
  });

  it.each(['ZZ9', '', '1H', 'AX', '10', 'H10', '11S', 'as', ' AS', 'AS ', 'KH<script>', '10HH', 'Q'])(
    'shows %j, which is not a card, as its text instead of failing',
    (code) => {
      card(code);
      const face = screen.getByTestId('playing-card');
      expect(face).toHaveAttribute('data-invalid');
      expect(face).toHaveAttribute('data-card', code);
      expect(face.textContent).toBe(code.slice(0, 4) || '?');
      expect(within(face).queryAllByTestId('pip')).toHaveLength(0);
    },
  );

  it('shows a very long code cut short, with the whole of it in the title', () => {
    const long = 'X'.repeat(500);
    card(long);
    const face = screen.getByTestId('playing-card');
    expect(face.textContent).toBe('XXXX');
    expect(face).toHaveAttribute('title', long);
  });

  it('a face-down card is not a card face', () => {
    render(
      <UiProvider>
        <CardBack />
      </UiProvider>,
    );
    expect(screen.getByTestId('card-back')).toBeInTheDocument();
    expect(screen.queryByTestId('playing-card')).toBeNull();
  });
});
