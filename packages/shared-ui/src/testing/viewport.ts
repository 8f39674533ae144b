type HappyDomWindow = Window & { happyDOM?: { setViewport(viewport: { width: number; height: number }): void } };

/** Test helper: resizes happy-dom's viewport so the breakpoint media queries (hideFrom/hideBelow) apply. */
export function setViewportWidth(width: number): void {
  const happyDOM = (window as HappyDomWindow).happyDOM;
  if (!happyDOM) throw new Error('setViewportWidth needs the happy-dom test environment');
  happyDOM.setViewport({ width, height: 844 });
}

/** The 390 px phone every screen is built for first. */
export const MOBILE_WIDTH = 390;
/** happy-dom's default width, which is also the `lg` breakpoint: the desktop layout. */
export const DESKTOP_WIDTH = 1024;
