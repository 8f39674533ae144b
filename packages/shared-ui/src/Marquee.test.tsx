import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Marquee, marqueePass } from './Marquee';
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

describe('marqueePass', () => {
  it('moves the hidden part at reading pace, 30 steps a second, then holds the end in view', () => {
    // 460 px at 40 px a second: 11.5 s moving, 85 % of the pass; 345 steps, each a frame.
    expect(marqueePass(460)).toEqual({ shiftPx: 460, seconds: 13.5, steps: 345 });
    expect(marqueePass(1200.2)).toEqual({ shiftPx: 1201, seconds: 35.3, steps: 901 });
  });

  it('moves a line only a little too long slowly enough to follow', () => {
    expect(marqueePass(12)).toEqual({ shiftPx: 12, seconds: 3.5, steps: 90 });
  });

  it.each([0, 0.5, -40, Number.NaN, Number.POSITIVE_INFINITY])(
    'has no pass for a line that fits (%s px over)',
    (px) => {
      expect(marqueePass(px)).toBeNull();
    },
  );
});

describe('Marquee passes', () => {
  const line = () => screen.getByTestId('marquee-line');
  // The test DOM lays nothing out: the line's box and its text's width as a phone would give them.
  let textWidth = 850;
  beforeEach(() => {
    textWidth = 850;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'marquee-line' ? 390 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'marquee-line' ? textWidth : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('scrolls a new announcement too long for its line once, by its hidden part, with the whole text in its title', () => {
    renderWithUi(<Marquee text="Final over specials tonight" />);
    expect(line()).toHaveTextContent('Final over specials tonight');
    expect(line()).toHaveAttribute('data-pass');
    expect(getComputedStyle(line()).animationName).not.toBe('');
    expect(getComputedStyle(line()).animationIterationCount).toBe('1');
    // 850 - 390 = 460 px hidden: it starts where it rests and moves left until its end shows.
    expect(line().style.getPropertyValue('--marquee-shift')).toBe('-460px');
    expect(line().style.animationDuration).toBe('13.5s');
    expect(screen.getByTestId('marquee')).toHaveAttribute('title', 'Final over specials tonight');
  });

  it('moves in 30 steps a second, not at every frame the screen can draw', () => {
    renderWithUi(<Marquee text="Final over specials tonight" />);
    // 11.5 s of moving: 345 steps, each a frame the compositor reports to the main thread.
    expect(line().style.animationTimingFunction).toBe('steps(345)');
  });

  it('a text that fits its line does not move', () => {
    textWidth = 380;
    renderWithUi(<Marquee text="Welcome" />);
    expect(line()).not.toHaveAttribute('data-pass');
    expect(line().style.animationDuration).toBe('');
    expect(line().style.getPropertyValue('--marquee-shift')).toBe('');
  });

  it('stands still when the player asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    try {
      renderWithUi(<Marquee text="Final over specials tonight" />);
      expect(line()).not.toHaveAttribute('data-pass');
    } finally {
      vi.unstubAllGlobals();
    }
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
    expect(line()).toHaveAttribute('data-pass');
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
    textWidth = 1000;
    fireEvent.click(screen.getByRole('button', { name: 'publish' }));
    expect(line()).toHaveTextContent('Rain delay: play resumes at 8 pm');
    expect(line()).not.toBe(previous);
    // Measured afresh: 610 px hidden now.
    expect(line()).toHaveAttribute('data-pass');
    expect(line().style.getPropertyValue('--marquee-shift')).toBe('-610px');
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
