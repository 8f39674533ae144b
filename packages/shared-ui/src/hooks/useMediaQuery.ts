import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();
function listOf(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches now; the component re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => listOf(query).matches);
}

/** The design system's `md` breakpoint, as Chakra writes it: from here on the layout is a desktop's. */
export const DESKTOP_QUERY = '(min-width: 48rem)';

/**
 * True under 768 px, where the spec lays a page out for a phone (bet slips as dialogs…). A media
 * query of its own rather than Chakra's `useBreakpointValue`, which builds the design system to
 * read its breakpoints: a live match's first render needs no design system (issue 12).
 */
export function usePhoneLayout(): boolean {
  return !useMediaQuery(DESKTOP_QUERY);
}
