import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@exchange/shared-auth';
import { UiProvider, brandColorTokens, emerald, royal } from '@exchange/shared-ui';
import { lobbyLineup } from '../../lineup';
import CasinoLobbyPage from './CasinoLobbyPage';

function show(brand?: typeof royal) {
  render(
    <Provider store={createAppStore()}>
      <UiProvider brand={brand}>
        <MemoryRouter>
          <CasinoLobbyPage tables={lobbyLineup(undefined, '')} />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return screen.getAllByTestId('casino-tile');
}

describe('casino lobby tiles', () => {
  it('show each game its artwork, its name and its limits in Indian grouping', () => {
    const tiles = show();
    expect(tiles).toHaveLength(8);
    for (const tile of tiles) {
      expect(within(tile).getByTestId('tile-art').tagName.toLowerCase()).toBe('svg');
      expect(within(tile).getByTestId('tile-name').textContent).not.toBe('');
    }
    const tile = (name: string) => tiles.find((t) => within(t).getByTestId('tile-name').textContent === name)!;
    expect(within(tile('2020 Dragon Tiger')).getByTestId('tile-limits')).toHaveTextContent('Min 100 · Max 25,000');
    expect(within(tile('Teen Patti 2020')).getByTestId('tile-limits')).toHaveTextContent('Min 100 · Max 1,50,000');
    expect(within(tile('Lucky 7 A')).getByTestId('tile-limits')).toHaveTextContent('Min 100 · Max 3,00,000');
  });

  it('draws each game in its own cards or symbols: Teen Patti a hand of three, Worli its ten digits', () => {
    const tiles = show();
    const art = (gameId: string) => within(tiles.find((t) => t.dataset.game === gameId)!).getByTestId('tile-art');
    expect(art('TEEN_20').querySelectorAll('svg svg')).toHaveLength(3);
    expect(art('WORLI2').querySelectorAll('circle')).toHaveLength(10);
  });

  it.each([
    ['royal', royal],
    ['emerald', emerald],
  ])('paints the artwork with the %s theme’s own colours', (_, brand) => {
    const tiles = show(brand);
    const art = within(tiles[0]!).getByTestId('tile-art');
    const fills = [...art.querySelectorAll('rect, ellipse')].map((el) => el.getAttribute('fill'));
    expect(fills).toEqual(
      expect.arrayContaining(['var(--chakra-colors-brand-felt)', 'var(--chakra-colors-brand-primary)']),
    );
    // The variables the art reads are the brand's tokens, as its theme defines them.
    const tokens = brandColorTokens(brand);
    expect(tokens['brand.primary']).toBe(brand.colors.primary);
    expect(tokens['brand.felt']).toContain(brand.colors.primary);
  });
});
