import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { createAppStore } from './store';

describe('the app store', () => {
  it("tells subscribers about a batched answer (RTK Query's) at the end of the task, without asking for an animation frame", async () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const store = createAppStore({ storage: undefined });
    // The API middleware registers itself on the first action it sees.
    store.dispatch({ type: 'page/opened' });
    const listener = vi.fn();
    store.subscribe(listener);
    // RTK Query marks its pending and fulfilled actions like this: a page at rest answers ~6 polls a second.
    store.dispatch({ type: 'poll/answered', meta: { [SHOULD_AUTOBATCH]: true } });
    store.dispatch({ type: 'poll/answered', meta: { [SHOULD_AUTOBATCH]: true } });
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    // A frame a poll would make the page render ~6 frames a second with nothing to show (issue 12).
    expect(raf).not.toHaveBeenCalled();
    raf.mockRestore();
  });
});
