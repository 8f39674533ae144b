import { screen } from '@testing-library/react';
import { AppFooter } from './AppFooter';
import { renderWithUi } from './testing/renderWithUi';

describe('AppFooter', () => {
  it('shows the copyright line with the brand', () => {
    renderWithUi(<AppFooter brandName="Royal Exchange" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Copyright 2025 Royal Exchange');
  });
});
