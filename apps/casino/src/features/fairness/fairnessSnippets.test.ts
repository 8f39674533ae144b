import { createRequire } from 'node:module';
import { seedHash, shuffledShoe } from '@exchange/betting';
import { NODE_CHECK, PYTHON_CHECK, SEED_PLACEHOLDER } from './fairnessSnippets';

/** Runs the page's Node program on `seed` and returns what it prints. */
function runNodeCheck(seed: string): unknown[] {
  const printed: unknown[] = [];
  const program = NODE_CHECK.replace(SEED_PLACEHOLDER, seed);
  new Function('require', 'console', program)(createRequire(import.meta.url), { log: (v: unknown) => printed.push(v) });
  return printed;
}

describe('the fairness page\'s "check it yourself" programs', () => {
  it.each(['5f1d3c0a9b7e4d2f8a6c1e3b5d7f9a0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f', 'any seed at all'])(
    'the Node program prints the seed hash and the shoe the engine deals from (%s)',
    (seed) => {
      expect(runNodeCheck(seed)).toEqual([seedHash(seed), shuffledShoe(seed, 1).slice(0, 6)]);
    },
  );

  it('both programs ask for the seed in one place', () => {
    expect(NODE_CHECK.split(SEED_PLACEHOLDER)).toHaveLength(2);
    expect(PYTHON_CHECK.split(SEED_PLACEHOLDER)).toHaveLength(2);
  });
});
