import { useOpenedOnce, type Island } from '@exchange/shared-ui';

/**
 * A popup that costs a page nothing until it is first shown: `useShown` reads whether it is shown
 * (the store's flag), and the popup's chunk, an island with the Chakra it draws with, is loaded
 * then (issue 12). It stays mounted afterwards, so that it animates closed and keeps what the player
 * typed, as the popups themselves do (`useOpenedOnce`). `preload` loads it ahead, at idle.
 */
export function whenShown(useShown: () => boolean, Popup: Island<object>): Island<object> {
  function Gate() {
    return useOpenedOnce(useShown()) ? <Popup /> : null;
  }
  return Object.assign(Gate, { preload: Popup.preload });
}
