import { render, screen } from '@testing-library/react';
import { NoData } from './NoData';
import { renderWithUi } from './testing/renderWithUi';

describe('NoData', () => {
  it("says 'No data found', or the message given", () => {
    const { unmount } = renderWithUi(<NoData />);
    expect(screen.getByText('No data found')).toBeInTheDocument();
    unmount();
    renderWithUi(<NoData message="No data available" />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('needs no design system: a live match with no sessions shows it in its first render (issue 12)', () => {
    // Outside any UiProvider a Chakra component throws for want of its context.
    render(<NoData />);
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });
});
