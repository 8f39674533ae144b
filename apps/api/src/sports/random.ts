/** One step of mulberry32: the next generator state and a number in [0, 1). Every sport's simulator draws from it. */
export function mulberry32(state: number): [next: number, value: number] {
  const a = (state + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [a, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}
