import { describe, expect, it } from 'vitest';
import { CASINO_TABLES } from './catalogue';
import { dealRound } from './deal';
import { shuffledShoe } from './fairness';
import { gameRules } from './settlement';

const SEED = '5f1d3c0a9b7e4d2f8a6c1e3b5d7f9a0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f';
const games = CASINO_TABLES.map((t) => t.gameId);

describe('dealRound: a round re-dealt from its seed', () => {
  it.each(games)('%s: the same seed deals the same cards, and the result slots hold exactly those cards', (gameId) => {
    const { cards, verdict } = dealRound(gameId, SEED);
    expect(dealRound(gameId, SEED).cards).toEqual(cards);
    const dealt = Object.values(cards).flat();
    expect(dealt.length).toBeGreaterThan(0);
    expect(verdict.lines.flatMap((l) => l.result).sort()).toEqual([...dealt].sort());
  });

  it.each(games)('%s: another seed deals other cards', (gameId) => {
    expect(dealRound(gameId, `${SEED}x`).cards).not.toEqual(dealRound(gameId, SEED).cards);
  });

  it.each(games)('%s: the cards come off the top of the shoe the seed shuffles', (gameId) => {
    const shoe = shuffledShoe(SEED, gameRules(gameId)!.decks);
    const dealt = Object.values(dealRound(gameId, SEED).cards).flat();
    expect([...dealt].sort()).toEqual(shoe.slice(0, dealt.length).sort());
  });

  // Past rounds are checked against the published algorithm: any change to it must show here.
  it('keeps the published deal of a known seed', () => {
    // Also what an independent Python re-implementation of the /fairness page's steps prints.
    expect(shuffledShoe(SEED, 1).slice(0, 6)).toEqual(['8C', '4H', '5C', '9S', '6C', 'JC']);
    expect(shuffledShoe(SEED, 8).slice(0, 3)).toEqual(['7H', '2S', '2C']);
    expect(dealRound('DRAGON_TIGER_20', SEED).verdict.lines.map((l) => [l.resultFor, l.result])).toEqual([
      ['Dragon', ['8C']],
      ['Tiger', ['4H']],
    ]);
    expect(dealRound('ABJ', SEED).cards).toEqual({
      joker: ['8C'],
      andar: ['4H', '9S', 'JC', 'AH', '2S', 'KS', '10C', 'QH', 'JS', 'AC', '8S'],
      bahar: ['5C', '6C', '10H', '3C', '7H', '4C', '7D', '3D', '5D', '3H'],
    });
  });

  it('refuses a game it has no rules for', () => {
    expect(() => dealRound('POKER', SEED)).toThrow(RangeError);
  });
});
