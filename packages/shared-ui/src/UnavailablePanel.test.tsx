import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from './testing/renderWithUi';
import { UnavailablePanel } from './UnavailablePanel';

describe('UnavailablePanel', () => {
  it('shows the title and message and retries on Retry', async () => {
    const onRetry = vi.fn();
    renderWithUi(<UnavailablePanel title="Casino is unavailable" message="Please try again." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Casino is unavailable');
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
