import type { SessionBinding } from '@exchange/shared-http';
import { createAppStore } from '../store/store';

const bound = vi.hoisted(() => ({ session: null as SessionBinding | null }));
vi.mock('@exchange/shared-http', async (original) => {
  const actual = await original<typeof import('@exchange/shared-http')>();
  return {
    ...actual,
    bindSession: (session: SessionBinding) => {
      bound.session = session;
      actual.bindSession(session);
    },
  };
});

describe('whether the API can be reached', () => {
  it('follows what the HTTP client says, and changes the store only when it changes', () => {
    const store = createAppStore({ storage: undefined });
    // The API middleware registers itself on the first action it sees.
    store.dispatch({ type: 'page/opened' });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState().connection.apiReachable).toBe(true);

    bound.session!.onReachability!(true);
    expect(listener).not.toHaveBeenCalled();
    bound.session!.onReachability!(false);
    bound.session!.onReachability!(false);
    expect(store.getState().connection.apiReachable).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    bound.session!.onReachability!(true);
    expect(store.getState().connection.apiReachable).toBe(true);
  });

  it('the browser going offline counts as unreachable at once', () => {
    const store = createAppStore({ storage: undefined });
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().connection.apiReachable).toBe(false);
  });
});
