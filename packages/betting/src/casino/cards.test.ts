import { describe, expect, it } from 'vitest';
import { isCardCode } from './cards';

describe('isCardCode', () => {
  it('accepts rank then suit', () => {
    expect(['AS', '10H', 'QD', '2C'].every(isCardCode)).toBe(true);
  });

  it('refuses anything else a server might send', () => {
    expect([null, 7, '', 'A', '1S', '11H', 'AX', 'as', '10', { code: 'AS' }].some(isCardCode)).toBe(false);
  });
});
