import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
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

describe('Marquee passes', () => {
  const scroller = () => screen.getByText('Final over specials tonight');

  it('scrolls a new announcement past once, then rests at its start with the whole text in its title', () => {
    renderWithUi(<Marquee text="Final over specials tonight" />);
    const marquee = screen.getByTestId('marquee');
    expect(marquee).toHaveAttribute('data-state', 'scroll');
    fireEvent.animationEnd(scroller());
    expect(marquee).toHaveAttribute('data-state', 'rest');
    expect(marquee).toHaveTextContent('Final over specials tonight');
    expect(marquee).toHaveAttribute('title', 'Final over specials tonight');
  });

  it('a tap or Enter on the resting line scrolls it past again; a new announcement scrolls at once', () => {
    function Operator() {
      const [text, setText] = useState('Final over specials tonight');
      return (
        <>
          <button onClick={() => setText('Rain delay: play resumes at 8 pm')}>publish</button>
          <Marquee text={text} />
        </>
      );
    }
    renderWithUi(<Operator />);
    const marquee = screen.getByTestId('marquee');
    fireEvent.animationEnd(scroller());
    fireEvent.click(marquee);
    expect(marquee).toHaveAttribute('data-state', 'scroll');
    fireEvent.animationEnd(scroller());
    fireEvent.keyDown(marquee, { key: 'Enter' });
    expect(marquee).toHaveAttribute('data-state', 'scroll');
    fireEvent.animationEnd(scroller());
    // Space replays it without scrolling the page.
    expect(fireEvent.keyDown(marquee, { key: ' ' })).toBe(false);
    expect(marquee).toHaveAttribute('data-state', 'scroll');
    fireEvent.animationEnd(scroller());
    expect(marquee).toHaveAttribute('data-state', 'rest');
    fireEvent.click(screen.getByRole('button', { name: 'publish' }));
    expect(screen.getByTestId('marquee')).toHaveTextContent('Rain delay: play resumes at 8 pm');
    expect(screen.getByTestId('marquee')).toHaveAttribute('data-state', 'scroll');
  });
});
