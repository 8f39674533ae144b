import { describe, expect, it } from 'vitest';
import { freshShoe } from './cards';
import { seedHash, sha256Hex, shuffledShoe } from './fairness';

describe('verifiable rounds', () => {
  it('hashes like any SHA-256 (FIPS 180-4 vectors)', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('a published hash verifies against the revealed seed, and no other', () => {
    const seed = '5f1d3c0a9b7e4d2f8a6c1e3b5d7f9a0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f';
    const hash = seedHash(seed);
    expect(seedHash(seed)).toBe(hash);
    expect(seedHash(`${seed}0`)).not.toBe(hash);
  });

  it('the shoe is a permutation of the decks and the same seed reproduces it', () => {
    const shoe = shuffledShoe('seed-1', 8);
    expect(shoe).toHaveLength(416);
    expect([...shoe].sort()).toEqual(freshShoe(8).sort());
    expect(shuffledShoe('seed-1', 8)).toEqual(shoe);
    expect(shuffledShoe('seed-2', 8)).not.toEqual(shoe);
  });

  it('spreads cards evenly (first card of 5200 seeds, each rank within 25% of fair)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 5200; i++) {
      const rank = shuffledShoe(`s${i}`, 1)[0]!.slice(0, -1);
      counts.set(rank, (counts.get(rank) ?? 0) + 1);
    }
    for (const n of counts.values()) expect(Math.abs(n - 400)).toBeLessThan(100);
  });
});
