import { screen } from '@testing-library/react';
import { LoadingBlock } from './LoadingBlock';
import { renderWithUi } from './testing/renderWithUi';

describe('LoadingBlock', () => {
  it('shows a busy status with the requested number of skeleton lines', () => {
    renderWithUi(<LoadingBlock lines={4} label="Loading ledger" />);
    const status = screen.getByRole('status', { name: 'Loading ledger' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelectorAll('.chakra-skeleton')).toHaveLength(4);
  });
});
