import { useState } from 'react';

/**
 * False until `open` is first true, then true for good. A dialog renders its design-system parts
 * only from its first opening (a closed Chakra dialog still builds the design system and runs its
 * state machine on every page it sits in, issue 12), and stays mounted after it closes, so that it
 * animates closed and keeps its state machine.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // React's pattern for state derived from a prop: set during render, no effect and no extra paint.
  if (open && !opened) setOpened(true);
  return opened || open;
}
