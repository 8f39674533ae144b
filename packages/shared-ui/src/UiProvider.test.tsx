import { act, screen } from '@testing-library/react';
import { useBrand } from './brandContext';
import { emerald } from './brands';
import { renderWithUi } from './testing/renderWithUi';
import { notify } from './toast';

function BrandName() {
  return <span>{useBrand().name}</span>;
}

describe('UiProvider', () => {
  it('provides the default brand, or the one given', () => {
    const { unmount } = renderWithUi(<BrandName />);
    expect(screen.getByText('Royal Exchange')).toBeInTheDocument();
    unmount();
    renderWithUi(<BrandName />, { brand: emerald });
    expect(screen.getByText('Emerald Casino')).toBeInTheDocument();
  });

  it('renders one toast outlet that notify reaches', async () => {
    renderWithUi(<BrandName />);
    expect(screen.getAllByRole('region', { name: /notifications/i })).toHaveLength(1);
    act(() => {
      notify.success('Bet Placed');
      notify.error('Something Went Wrong');
    });
    expect(await screen.findByText('Bet Placed')).toBeInTheDocument();
    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
  });
});
