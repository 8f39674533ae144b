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
  const line = () => screen.getByTestId('marquee-line');

  it('scrolls a new announcement past once at reading pace, with the whole text in its title', () => {
    renderWithUi(<Marquee text="Final over specials tonight" />);
    expect(line()).toHaveTextContent('Final over specials tonight');
    expect(getComputedStyle(line()).animationName).not.toBe('');
    expect(getComputedStyle(line()).animationIterationCount).toBe('1');
    // Reading pace: 8 s and a fifth of a second a character (27 here), never under 12 s.
    expect(line().style.animationDuration).toBe('13s');
    expect(screen.getByTestId('marquee')).toHaveAttribute('title', 'Final over specials tonight');
  });

  it('moves in 30 steps a second, not at every frame the screen can draw', () => {
    renderWithUi(<Marquee text="Final over specials tonight" />);
    // 13 s of pass: 390 steps, each a frame the compositor reports to the main thread.
    expect(line().style.animationTimingFunction).toBe('steps(390)');
  });

  it('the end of the pass writes nothing to the page: the line rests by its own style', () => {
    renderWithUi(<Marquee text="Final over specials tonight" />);
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((r) => records.push(...r));
    observer.observe(screen.getByTestId('marquee'), {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    fireEvent.animationEnd(line());
    records.push(...observer.takeRecords());
    observer.disconnect();
    expect(records).toEqual([]);
  });

  it('a tap, Enter or Space scrolls it past again; a new announcement scrolls at once', () => {
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
    // A new line element is a new animation: its pass starts from the beginning.
    let previous = line();
    fireEvent.click(marquee);
    expect(line()).not.toBe(previous);
    previous = line();
    fireEvent.keyDown(marquee, { key: 'Enter' });
    expect(line()).not.toBe(previous);
    previous = line();
    // Space replays it without scrolling the page.
    expect(fireEvent.keyDown(marquee, { key: ' ' })).toBe(false);
    expect(line()).not.toBe(previous);
    previous = line();
    fireEvent.keyDown(marquee, { key: 'a' });
    expect(line()).toBe(previous);
    fireEvent.click(screen.getByRole('button', { name: 'publish' }));
    expect(line()).toHaveTextContent('Rain delay: play resumes at 8 pm');
    expect(line()).not.toBe(previous);
    expect(line().style.animationDuration).toBe('14s');
  });

  it('a press during a pass pauses it, and the next resumes it, without starting it over', () => {
    renderWithUi(<Marquee text="Final over specials tonight" />);
    const marquee = screen.getByTestId('marquee');
    const pass = {
      playState: 'running' as AnimationPlayState,
      pause: vi.fn(() => (pass.playState = 'paused')),
      play: vi.fn(() => (pass.playState = 'running')),
    };
    const current = line();
    // The test DOM runs no animations: the line's pass as the browser would list it.
    current.getAnimations = () => [pass as unknown as Animation];
    fireEvent.click(marquee);
    expect(pass.pause).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(marquee, { key: 'Enter' });
    expect(pass.play).toHaveBeenCalledTimes(1);
    expect(line()).toBe(current);
  });
});
