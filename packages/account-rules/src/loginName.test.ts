import { describe, expect, it } from 'vitest';
import { buildLoginUsername, isPlausibleUsername } from './loginName';

describe('login username', () => {
  it.each([
    ['1001', 'C1001'],
    ['10-01', 'C1001'],
    [' 1-0-0-1 ', 'C1001'],
    ['C1001', 'C1001'],
    ['c1001', 'C1001'],
  ])('typed %j is sent as %s', (typed, sent) => {
    expect(buildLoginUsername(typed)).toBe(sent);
  });

  it('rejects empty and odd input before anything is sent', () => {
    expect(isPlausibleUsername('')).toBe(false);
    expect(isPlausibleUsername('10 01')).toBe(false);
    expect(isPlausibleUsername('<script>')).toBe(false);
    expect(isPlausibleUsername('1001')).toBe(true);
  });
});
