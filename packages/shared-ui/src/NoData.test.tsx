import { screen } from '@testing-library/react';
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
});
