import { Table } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { EmptyRow } from './EmptyRow';
import { renderWithUi } from './testing/renderWithUi';

describe('EmptyRow', () => {
  it("spans the table with 'No data found'", () => {
    renderWithUi(
      <Table.Root>
        <Table.Body>
          <EmptyRow colSpan={7} />
        </Table.Body>
      </Table.Root>,
    );
    const cell = screen.getByRole('cell', { name: 'No data found' });
    expect(cell).toHaveAttribute('colspan', '7');
  });
});
