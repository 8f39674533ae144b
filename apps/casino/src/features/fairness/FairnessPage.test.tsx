import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '@exchange/shared-ui';
import { lineupTables } from '../../lineup';
import FairnessPage from './FairnessPage';
import { NODE_CHECK, PYTHON_CHECK } from './fairnessSnippets';

function show() {
  render(
    <UiProvider>
      <FairnessPage />
    </UiProvider>,
  );
}

describe('the fairness page', () => {
  it('explains the scheme in order: hash before betting, seed after, the shuffle, checking it yourself', () => {
    show();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Before betting: the hash is published',
      '2. After the round: the seed is revealed',
      '3. How the seed shuffles the shoe',
      '4. Check it yourself',
    ]);
    const shuffle = screen.getByTestId('fairness-shuffle');
    for (const words of ['"seed:0"', 'Fisher-Yates', 'Rejection sampling', 'Spades, Hearts, Clubs']) {
      expect(shuffle).toHaveTextContent(words);
    }
  });

  it('names every table of the line-up with its decks and how it deals (Lucky 7 from 8 decks)', () => {
    show();
    const rows = within(screen.getByTestId('fairness-deals')).getAllByTestId('fairness-deal');
    expect(rows.map((r) => r.firstChild?.textContent)).toEqual(lineupTables().map((t) => t.name));
    const lucky7 = rows.find((r) => r.firstChild?.textContent === 'Lucky 7 A')!;
    expect(lucky7).toHaveTextContent('8');
    const andarBahar = rows.find((r) => r.firstChild?.textContent === 'Andar Bahar 2')!;
    expect(andarBahar).toHaveTextContent('until one has the rank of the joker');
  });

  it('reads in Hindi when the player chose Hindi, with the same sections and programs', () => {
    document.documentElement.lang = 'hi';
    try {
      show();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        '1. बेट से पहले: हैश प्रकाशित होता है',
        '2. राउंड के बाद: सीड बताया जाता है',
        '3. सीड से शू (पत्तों का डिब्बा) कैसे फेंटा जाता है',
        '4. ख़ुद जाँचें',
      ]);
      expect(screen.getByTestId('fairness-check')).toHaveTextContent("'इस राउंड को जाँचें' दबाएँ");
      expect(screen.getAllByTestId('fairness-code')).toHaveLength(2);
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('gives the programs to check a round with any SHA-256 tool', () => {
    show();
    expect(screen.getAllByTestId('fairness-code').map((c) => c.textContent)).toEqual([NODE_CHECK, PYTHON_CHECK]);
  });
});
