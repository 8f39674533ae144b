import { act, renderHook } from '@testing-library/react';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setViewportWidth } from '../testing/viewport';
import { usePhoneLayout } from './useMediaQuery';
import { useOpenedOnce } from './useOpenedOnce';

describe('useOpenedOnce', () => {
  it('is false until the first opening, then stays true through closing', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for a dialog that starts open', () => {
    expect(renderHook(() => useOpenedOnce(true)).result.current).toBe(true);
  });
});

describe('usePhoneLayout', () => {
  afterEach(() => setViewportWidth(DESKTOP_WIDTH));

  it("is true under 768 px, false from 768 px, and follows the window's width", () => {
    setViewportWidth(MOBILE_WIDTH);
    const { result } = renderHook(() => usePhoneLayout());
    expect(result.current).toBe(true);
    act(() => setViewportWidth(768));
    expect(result.current).toBe(false);
    act(() => setViewportWidth(767));
    expect(result.current).toBe(true);
    act(() => setViewportWidth(DESKTOP_WIDTH));
    expect(result.current).toBe(false);
  });
});
