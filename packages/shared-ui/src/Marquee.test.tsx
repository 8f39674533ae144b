import { screen } from '@testing-library/react';
import { Marquee } from './Marquee';
import { renderWithUi } from './testing/renderWithUi';

describe('Marquee', () => {
  it('shows the announcement text', () => {
    renderWithUi(<Marquee text="Welcome to the exchange" />);
    expect(screen.getByRole('marquee')).toHaveTextContent('Welcome to the exchange');
  });

  it.each(['', '   '])('renders nothing for %j', (text) => {
    renderWithUi(<Marquee text={text} />);
    expect(screen.queryByTestId('marquee')).not.toBeInTheDocument();
  });

  it('shows markup as plain text, never as HTML', () => {
    renderWithUi(<Marquee text={'<img src=x onerror="alert(1)"> <b>bold</b>'} />);
    const marquee = screen.getByTestId('marquee');
    expect(marquee).toHaveTextContent('<img src=x onerror="alert(1)"> <b>bold</b>');
    expect(marquee.querySelector('img, b')).toBeNull();
  });
});
