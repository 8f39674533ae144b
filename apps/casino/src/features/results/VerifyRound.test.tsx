import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASINO_TABLES, dealRound, seedHash } from '@exchange/betting';
import { UiProvider } from '@exchange/shared-ui';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { parseResultDetail } from './parseResult';
import { resultEnvelope } from './resultFixtures';
import { ResultPopup } from './ResultPopup';
import { useCasinoResultQuery } from './resultsApi';
import { HASH_GARBLED, SEED_GARBLED, SEED_NOT_REVEALED } from './roundVerification';

vi.mock('./resultsApi', () => ({ useCasinoResultQuery: vi.fn() }));

const SEED = '0b3f6a2c9d8e7f1a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a';

type Proof = { seed?: string; seedHash?: string };

/** The result of a round dealt from `seed`, as the API answers it, with the cards of `lines` if given. */
function settledRound(gameId: string, proof: Proof = {}, edit: (lines: [string, string[]][]) => void = () => {}) {
  const lines = dealRound(gameId, SEED).verdict.lines.map((l): [string, string[]] => [l.resultFor, [...l.result]]);
  edit(lines);
  return resultEnvelope(gameId, lines, [['Winner', ['x']]], { seed: SEED, seedHash: seedHash(SEED), ...proof });
}

function openPopup(gameId: string, envelope: unknown) {
  vi.mocked(useCasinoResultQuery).mockReturnValue({
    data: parseResultDetail(envelope),
    isLoading: false,
    isError: false,
    refetch: vi.fn(),
  } as unknown as ReturnType<typeof useCasinoResultQuery>);
  render(
    <UiProvider>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<ResultPopup gameId={gameId} marketId="m-1" onClose={vi.fn()} />} />
          <Route path="/fairness" element={<p>fairness page</p>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

async function verify() {
  await userEvent.click(await screen.findByRole('button', { name: 'Verify this round' }));
}

afterEach(() => {
  vi.mocked(useCasinoResultQuery).mockReset();
});

describe('Verify this round', () => {
  it.each(CASINO_TABLES.map((t) => t.gameId))(
    '%s: a round dealt from its seed verifies on both checks',
    async (gameId) => {
      openPopup(gameId, settledRound(gameId));
      await verify();
      const steps = screen.getByTestId('verify-steps');
      expect(within(steps).getByTestId('verify-computed-hash')).toHaveTextContent(seedHash(SEED));
      expect(within(steps).getByTestId('verify-hash-verdict')).toHaveTextContent('✓ Match');
      expect(within(steps).getByTestId('verify-cards-verdict')).toHaveTextContent('✓ Same cards');
      const slots = within(steps).getAllByTestId('verify-slot');
      expect(slots.map((s) => s.dataset.slot)).toEqual(dealRound(gameId, SEED).verdict.lines.map((l) => l.resultFor));
      expect(slots.every((s) => s.dataset.same === 'true')).toBe(true);
    },
  );

  it('computes nothing until asked', async () => {
    openPopup('DRAGON_TIGER_20', settledRound('DRAGON_TIGER_20'));
    expect(await screen.findByTestId('verify-round-button')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-steps')).toBeNull();
  });

  it('shows a mismatch when the revealed seed does not hash to the published hash', async () => {
    openPopup('DRAGON_TIGER_20', settledRound('DRAGON_TIGER_20', { seedHash: seedHash('another seed') }));
    await verify();
    expect(screen.getByTestId('verify-published-hash')).toHaveTextContent(seedHash('another seed'));
    expect(screen.getByTestId('verify-hash-verdict')).toHaveTextContent('✗ Mismatch');
    expect(screen.getByTestId('verify-hash-verdict')).toHaveAttribute('data-ok', 'false');
    expect(screen.getByTestId('verify-cards-verdict')).toHaveTextContent('✓ Same cards');
  });

  it('names the slot whose cards are not the deal of the seed', async () => {
    const dealt = dealRound('DRAGON_TIGER_20', SEED).cards.tiger![0]!;
    const other = dealt === 'KH' ? 'QH' : 'KH';
    openPopup(
      'DRAGON_TIGER_20',
      settledRound('DRAGON_TIGER_20', {}, (lines) => (lines[1]![1] = [other])),
    );
    await verify();
    expect(screen.getByTestId('verify-hash-verdict')).toHaveTextContent('✓ Match');
    expect(screen.getByTestId('verify-cards-verdict')).toHaveTextContent('✗ The cards differ: Tiger.');
    const tiger = screen.getAllByTestId('verify-slot').find((s) => s.dataset.slot === 'Tiger')!;
    expect(tiger).toHaveAttribute('data-same', 'false');
    expect(within(tiger).getByTestId('verify-slot-shown')).toHaveTextContent(other.replace('H', '♥'));
    // In a printed deck's inks: the heart red, whatever the seed dealt in its own suit's ink.
    const shownCard = within(tiger).getByTestId('verify-slot-shown').querySelector('span')!;
    expect(shownCard).toHaveAttribute('data-ink', 'red');
    expect(shownCard).toHaveStyle({ color: '#c62828' });
    const dealtCard = within(tiger).getByTestId('verify-slot-redealt').querySelector('span')!;
    expect(dealtCard).toHaveAttribute('data-ink', /[HD]$/.test(dealt) ? 'red' : 'black');
  });

  it('names a slot the result leaves out, and one the deal does not have', async () => {
    openPopup(
      'TEEN_20',
      settledRound('TEEN_20', {}, (lines) => (lines[1]![0] = 'Player C')),
    );
    await verify();
    expect(screen.getByTestId('verify-cards-verdict')).toHaveTextContent('✗ The cards differ: Player B, Player C.');
  });

  it('offers no check while the seed is not revealed, and says so', async () => {
    openPopup('LUCKY7', settledRound('LUCKY7', { seed: '' }));
    expect(await screen.findByTestId('verify-unavailable')).toHaveTextContent(SEED_NOT_REVEALED);
    expect(screen.queryByTestId('verify-round-button')).toBeNull();
  });

  it.each([
    ['a garbled hash', { seedHash: 'not-a-hash' }, HASH_GARBLED],
    ['a garbled seed', { seed: 'seed\u0000with control' }, SEED_GARBLED],
  ])('says why it cannot check %s', async (_, proof, message) => {
    openPopup('LUCKY7', settledRound('LUCKY7', proof));
    await verify();
    expect(screen.getByTestId('verify-problem')).toHaveTextContent(message);
    expect(screen.queryByTestId('verify-steps')).toBeNull();
  });

  it('links to the page that explains the scheme', async () => {
    openPopup('LUCKY7', settledRound('LUCKY7'));
    await userEvent.click(await screen.findByTestId('fairness-link'));
    expect(await screen.findByText('fairness page')).toBeInTheDocument();
  });
});
