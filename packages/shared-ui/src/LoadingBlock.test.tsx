import { render, screen } from '@testing-library/react';
import { LoadingBlock } from './LoadingBlock';
import { renderWithUi } from './testing/renderWithUi';

describe('LoadingBlock', () => {
  it('shows a busy status with the requested number of skeleton lines', () => {
    renderWithUi(<LoadingBlock lines={4} label="Loading ledger" />);
    const status = screen.getByRole('status', { name: 'Loading ledger' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelectorAll('[data-testid="skeleton-line"]')).toHaveLength(4);
  });

  it('needs no design system: pages show it before one is built (issue 12)', () => {
    // Outside any UiProvider a Chakra component throws for want of its context.
    render(<LoadingBlock />);
    expect(
      screen.getByRole('status', { name: 'Loading' }).querySelectorAll('[data-testid="skeleton-line"]'),
    ).toHaveLength(3);
  });
});
