import { screen } from '@testing-library/react';
import { PageTitle } from './PageTitle';
import { renderWithUi } from './testing/renderWithUi';

describe('PageTitle', () => {
  it('shows the title upper-case as the page heading, with its actions', () => {
    renderWithUi(<PageTitle title="My Ledger" actions={<button type="button">Back</button>} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^MY LEDGER$/);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
