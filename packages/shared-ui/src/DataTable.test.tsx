import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from './DataTable';
import { renderWithUi } from './testing/renderWithUi';

type Entry = { id: number; date: string; remark: string; balance: string; opens: boolean };
const entries: Entry[] = [
  { id: 1, date: '01-02-2025', remark: 'India v Australia', balance: '1,250.00', opens: true },
  { id: 2, date: '02-02-2025', remark: 'Deposit', balance: '2,250.00', opens: false },
];
const columns: DataColumn<Entry>[] = [
  { header: 'Date', nowrap: true, cell: (e) => e.date },
  { header: 'Remark', cell: (e) => e.remark },
  { header: 'Balance', end: true, testId: 'balance', cell: (e) => e.balance },
];

describe('DataTable', () => {
  it('shows a row per entry under its columns, each cell labelled by its column for a phone', () => {
    renderWithUi(
      <DataTable
        columns={columns}
        rows={entries}
        rowKey={(e) => e.id}
        rowProps={() => ({ 'data-testid': 'entry' })}
        testId="entries"
      />,
    );
    const table = screen.getByTestId('entries');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Remark', 'Balance']);
    const [first] = screen.getAllByTestId('entry');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['01-02-2025', 'India v Australia', '1,250.00']);
    expect(within(first!).getByTestId('balance')).toHaveAttribute('data-label', 'Balance');
  });

  it("says 'No data found' when it has no rows", () => {
    renderWithUi(<DataTable columns={columns} rows={[]} rowKey={(e) => e.id} />);
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });

  it('with a label, sits in a named region the keyboard reaches', () => {
    renderWithUi(<DataTable columns={columns} rows={entries} rowKey={(e) => e.id} label="Ledger entries" />);
    const region = screen.getByRole('region', { name: 'Ledger entries' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('opens what a row opens when it is clicked, and only that row', async () => {
    const opened: number[] = [];
    renderWithUi(
      <DataTable
        columns={columns}
        rows={entries}
        rowKey={(e) => e.id}
        rowProps={(e) => ({ 'data-testid': 'entry', onClick: e.opens ? () => opened.push(e.id) : undefined })}
      />,
    );
    const [game, deposit] = screen.getAllByTestId('entry');
    await userEvent.click(within(game!).getByText('1,250.00'));
    await userEvent.click(within(deposit!).getByText('Deposit'));
    expect(opened).toEqual([1]);
  });
});
