import { useEffect } from 'react';

/** Clicks outside the slip and the rate cells clear the selection (spec section 4). */
export function useOutsideClickClears(active: boolean, clear: () => void) {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('[data-betslip],[data-rate-cell]')) return;
      clear();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, clear]);
}
