import { freshShoe, type CardCode } from './cards';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair rounds: the engine draws a random seed, publishes sha256(seed) when betting opens
 * and the seed itself at settlement. The shoe order is a pure function of the seed, so anyone can
 * check both that the seed was fixed before the bets and that the dealt cards follow from it.
 */
export function seedHash(seed: string): string {
  return sha256Hex(seed);
}

/** SHA-256 of the text's UTF-8 bytes, as 64 lower-case hex digits (@noble/hashes: synchronous, in the browser and Node alike). */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** A byte stream from SHA-256(seed ':' counter) blocks. */
function* seedBytes(seed: string): Generator<number> {
  for (let counter = 0; ; counter++) yield* sha256(utf8ToBytes(`${seed}:${counter}`));
}

/** Uniform integer in [0, n), by rejection so no value is favoured. */
function uniform(bytes: Generator<number>, n: number): number {
  const limit = Math.floor(2 ** 32 / n) * n;
  for (;;) {
    let x = 0;
    for (let i = 0; i < 4; i++) x = x * 256 + (bytes.next().value as number);
    if (x < limit) return x % n;
  }
}

/** The round's shoe: `decks` decks shuffled by Fisher-Yates driven by the seed. */
export function shuffledShoe(seed: string, decks = 1): CardCode[] {
  const shoe = freshShoe(decks);
  const bytes = seedBytes(seed);
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = uniform(bytes, i + 1);
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  return shoe;
}
