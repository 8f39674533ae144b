import { describe, expect, it } from 'vitest';
import { compareHands, evaluateHand } from './teenPatti';

describe('Teen Patti hand ranking', () => {
  it.each([
    [['AS', 'AH', 'AD'], 'Trio'],
    [['QH', 'KH', 'AH'], 'Straight Flush'],
    [['2C', '3D', 'AS'], 'Straight'],
    [['4C', '5D', '6S'], 'Straight'],
    [['2H', '9H', 'JH'], 'Flush'],
    [['7S', '7D', 'KC'], 'Pair'],
    [['2S', '7D', 'KC'], 'High Card'],
    [['QS', 'KD', '2C'], 'High Card'],
  ])('%j is %s', (cards, handClass) => {
    expect(evaluateHand(cards).handClass).toBe(handClass);
  });

  it.each([
    ['trio beats straight flush', ['2S', '2H', '2D'], ['QH', 'KH', 'AH']],
    ['straight flush beats straight', ['2H', '3H', '4H'], ['QS', 'KH', 'AD']],
    ['straight beats flush', ['2C', '3D', '4S'], ['AH', 'KH', '9H']],
    ['flush beats pair', ['2H', '5H', '9H'], ['AS', 'AD', 'KC']],
    ['pair beats high card', ['2H', '2S', '3D'], ['AS', 'KD', 'JC']],
    ['A-K-Q is the top sequence', ['AS', 'KD', 'QC'], ['AH', '2D', '3C']],
    ['A-2-3 beats K-Q-J', ['AH', '2D', '3C'], ['KS', 'QD', 'JC']],
    ['higher pair wins', ['9S', '9D', '2C'], ['8S', '8D', 'AC']],
    ['same pair: kicker decides', ['9S', '9D', 'KC'], ['9H', '9C', 'QC']],
    ['high card: second card decides', ['AS', 'QD', '3C'], ['AH', 'JD', '9C']],
  ])('%s', (_name, better, worse) => {
    expect(compareHands(better, worse)).toBeGreaterThan(0);
    expect(compareHands(worse, better)).toBeLessThan(0);
  });

  it('identical ranks in other suits tie', () => {
    expect(compareHands(['AS', 'KD', '9C'], ['AH', 'KC', '9D'])).toBe(0);
  });
});
