import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

/** How long a part whose chunk failed to load waits before asking for it again. */
const RETRY_MS = 3000;

/** A part of a page whose code comes apart from the page, and what starts loading that code. */
export type Island<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A part of a page in a chunk of its own (issue 12: a cold match draws no Chakra, so its parts
 * drawn with Chakra come at idle or on their first need). The part sits in its own Suspense
 * boundary: until its code is in, it shows `fallback` where it sits, and the page around it (the
 * rates) never suspends. `preload` starts loading the code ahead of the part's first need.
 *
 * A part whose code is not in yet is a `React.lazy` component. One whose code is in (preloaded at
 * idle) is the component itself: a lazy component suspends on its first render even when its code
 * is in, and React then holds the boundary's content back for some 300 ms after its fallback, so a
 * slip preloaded at idle would still open late.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): Island<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // A chunk lost to a dropped connection is asked for again until it comes, rather than failing the
  // page around the part: the part shows once the connection is back.
  const loadUntilLoaded = async (): Promise<ComponentType<P>> => {
    for (;;) {
      try {
        return (loaded = await load());
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  };
  const start = () => (loading ??= loadUntilLoaded());
  const Lazy = lazy(() => start().then((component) => ({ default: component })));

  function Part(props: P) {
    // Chosen once per mounted part, so that it never changes type (and state) under the player.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  function Island(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(Island, { preload: () => start().then(() => undefined) });
}
