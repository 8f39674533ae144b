import { render, screen, within } from '@testing-library/react';
import { CASINO_TABLES, gameRules } from '@exchange/betting';
import { UiProvider } from '@exchange/shared-ui';
import { TableRules } from './TableRules';

const rulesOf = (gameId: string) =>
  render(
    <UiProvider>
      <TableRules gameId={gameId} />
    </UiProvider>,
  );

describe('table rules', () => {
  it.each(CASINO_TABLES.map((t) => [t.name, t.gameId]))(
    '%s: the engine’s notes and every box at its odds',
    (_name, gameId) => {
      rulesOf(gameId);
      const rules = gameRules(gameId)!;
      expect(
        within(screen.getByTestId('rule-notes'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([...rules.ruleNotes]);
      const odds = screen.getAllByTestId('rule-odds').map((l) => l.textContent ?? '');
      for (const option of rules.options)
        expect(odds.some((line) => line.includes(option.runnerName) && line.includes(option.back.toFixed(2)))).toBe(
          true,
        );
    },
  );

  it('Teen Patti 2020 says what pair plus pays by hand', () => {
    rulesOf('TEEN_20');
    expect(screen.getByTestId('rule-notes')).toHaveTextContent('Trio 1 to 30');
  });
});
