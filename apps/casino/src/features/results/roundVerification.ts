import { dealRound, gameRules, sha256Hex } from '@exchange/betting';
import type { RoundResult } from './parseResult';

/** One card slot of the result ('Dragon', 'Player A', 'Andar'): the cards shown and the cards the seed deals. */
export type SlotCheck = { slot: string; shown: string[] | null; redealt: string[] | null; same: boolean };

/**
 * The three steps of 'Verify this round', computed in the browser: the SHA-256 of the revealed seed,
 * whether it is the hash published before betting, and the re-deal from the seed next to the cards
 * the result shows. A round that cannot be checked says why instead.
 */
export type Verification =
  | { ok: false; problem: string }
  | {
      ok: true;
      computedHash: string;
      publishedHash: string;
      hashMatches: boolean;
      slots: SlotCheck[];
      /** The slots whose cards differ (or that only one side has), by name. */
      differing: string[];
    };

export const SEED_NOT_REVEALED = 'The seed of this round has not been revealed, so the round cannot be verified yet.';
export const SEED_GARBLED =
  'The revealed seed is garbled (not plain text of 1 to 256 characters): it cannot be checked.';
export const HASH_MISSING = 'No hash was published for this round, so there is nothing to check the seed against.';
export const HASH_GARBLED = 'The published hash is not a SHA-256 value (64 hex digits): it cannot be checked.';
export const GAME_NOT_REDEALT = 'This game cannot be re-dealt here, so its round cannot be verified.';

// Seeds are 64 hex digits; any printable text is hashed, but not control characters or a flood.
const READABLE_SEED = /^[\x21-\x7e]{1,256}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/i;

type Proof = Pick<RoundResult, 'seed' | 'seedHash' | 'cardLines'>;

function problemOf(gameId: string, { seed, seedHash }: Proof): string | null {
  if (!seed) return SEED_NOT_REVEALED;
  if (!READABLE_SEED.test(seed)) return SEED_GARBLED;
  if (!seedHash) return HASH_MISSING;
  if (!SHA256_HEX.test(seedHash)) return HASH_GARBLED;
  if (!gameRules(gameId)) return GAME_NOT_REDEALT;
  return null;
}

const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** The re-dealt slots in the game's order, then any slot the result shows that the deal does not have. */
function compareSlots(redealt: ReadonlyMap<string, string[]>, shown: ReadonlyMap<string, string[]>): SlotCheck[] {
  const names = [...new Set([...redealt.keys(), ...shown.keys()])];
  return names.map((slot) => {
    const a = shown.get(slot) ?? null;
    const b = redealt.get(slot) ?? null;
    return { slot, shown: a, redealt: b, same: a !== null && b !== null && sameCards(a, b) };
  });
}

/** Verifies a settled round of `gameId` from what its result says; computed only when asked (on click). */
export function verifyRound(gameId: string, proof: Proof): Verification {
  const problem = problemOf(gameId, proof);
  if (problem) return { ok: false, problem };
  const computedHash = sha256Hex(proof.seed);
  const publishedHash = proof.seedHash.toLowerCase();
  const { verdict } = dealRound(gameId, proof.seed);
  const redealt = new Map(verdict.lines.map((l) => [l.resultFor, l.result as string[]]));
  // A slot named twice is taken at its first line, as the re-deal names each slot once.
  const shown = new Map<string, string[]>();
  for (const line of proof.cardLines) if (!shown.has(line.resultFor)) shown.set(line.resultFor, line.cards);
  const slots = compareSlots(redealt, shown);
  return {
    ok: true,
    computedHash,
    publishedHash,
    hashMatches: computedHash === publishedHash,
    slots,
    differing: slots.filter((s) => !s.same).map((s) => s.slot),
  };
}
