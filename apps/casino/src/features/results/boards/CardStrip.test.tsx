import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@exchange/shared-ui';
import { AndarBaharBoard } from './AndarBaharBoard';
import { STRIP_CARD_PX, STRIP_WINDOW, stripStart } from './CardStrip';

const andar = ['2H', '3C', '4S', '5D', '6H', '7C', '8S', '9S'];
const bahar = ['AC', 'KD', 'QH'];

function board() {
  render(
    <UiProvider>
      <AndarBaharBoard
        lines={[
          { id: 1, resultFor: 'Joker', cards: ['9D'], isWinning: false },
          { id: 2, resultFor: 'Andar', cards: andar, isWinning: true },
          { id: 3, resultFor: 'Bahar', cards: bahar, isWinning: false },
        ]}
      />
    </UiProvider>,
  );
  const strip = (side: string) =>
    screen.getAllByTestId('card-strip').find((s) => s.getAttribute('data-side') === side)!;
  const visible = (side: string) =>
    within(strip(side))
      .getAllByTestId('strip-card')
      .filter((c) => c.getAttribute('data-visible') === 'true')
      .map((c) => within(c).getByTestId('playing-card').getAttribute('data-card'));
  return { strip, visible };
}

describe('Andar Bahar card strips: a window of five cards, 40 px each', () => {
  it('is five cards of 40 px', () => {
    expect(STRIP_WINDOW * STRIP_CARD_PX).toBe(200);
  });

  it('starts at the first card and scrolls one card at a time up to the last five', async () => {
    const { strip, visible } = board();
    expect(visible('Andar')).toEqual(andar.slice(0, 5));
    expect(screen.getByRole('button', { name: 'Earlier Andar cards' })).toBeDisabled();
    const later = screen.getByRole('button', { name: 'Later Andar cards' });
    await userEvent.click(later);
    expect(visible('Andar')).toEqual(andar.slice(1, 6));
    await userEvent.click(later);
    await userEvent.click(later);
    expect(strip('Andar')).toHaveAttribute('data-start', '3');
    expect(visible('Andar')).toEqual(andar.slice(3, 8));
    expect(later).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Earlier Andar cards' }));
    expect(visible('Andar')).toEqual(andar.slice(2, 7));
    // Every card is there, the window only chooses which are in view.
    expect(within(strip('Andar')).getAllByTestId('playing-card')).toHaveLength(andar.length);
  });

  it('a side with five cards or fewer does not scroll; the winner is marked', () => {
    const { strip, visible } = board();
    expect(visible('Bahar')).toEqual(bahar);
    expect(screen.getByRole('button', { name: 'Later Bahar cards' })).toBeDisabled();
    expect(within(strip('Andar')).getByTestId('winner-mark')).toBeInTheDocument();
    expect(within(strip('Bahar')).queryByTestId('winner-mark')).toBeNull();
    expect(within(screen.getByTestId('joker')).getByTestId('playing-card')).toHaveAttribute('data-card', '9D');
  });

  it('keeps the window inside the list', () => {
    expect(stripStart(0, -1, 8)).toBe(0);
    expect(stripStart(3, 1, 8)).toBe(3);
    expect(stripStart(0, 1, 4)).toBe(0);
  });
});
