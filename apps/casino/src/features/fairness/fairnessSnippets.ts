/**
 * The "check it yourself" programs of the fairness page: the published shuffle (packages/betting
 * `shuffledShoe`) written out with nothing but a SHA-256 function, in Node.js and in Python.
 * fairnessSnippets.test.ts runs the Node one against the real thing. The `console.log` lines are
 * text the page shows for a player to run in their own terminal; nothing here logs in the product.
 */
export const SEED_PLACEHOLDER = 'PASTE THE REVEALED SEED';

export const NODE_CHECK = `const { createHash } = require('node:crypto');
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest();

function shuffledShoe(seed, decks) {
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const shoe = [];
  for (let d = 0; d < decks; d++) for (const suit of 'SHCD') for (const rank of ranks) shoe.push(rank + suit);
  let counter = 0, block = [], at = 0;
  const nextByte = () => {
    if (at === block.length) { block = sha256(seed + ':' + counter++); at = 0; }
    return block[at++];
  };
  for (let i = shoe.length - 1; i > 0; i--) {
    const n = i + 1, limit = Math.floor(2 ** 32 / n) * n;
    let x;
    do { x = 0; for (let k = 0; k < 4; k++) x = x * 256 + nextByte(); } while (x >= limit);
    const j = x % n;
    [shoe[i], shoe[j]] = [shoe[j], shoe[i]];
  }
  return shoe;
}

const seed = '${SEED_PLACEHOLDER}';
console.log(sha256(seed).toString('hex')); // must be the hash published before betting
console.log(shuffledShoe(seed, 1).slice(0, 6)); // the top of the shoe (Lucky 7: 8 decks)
`;

export const PYTHON_CHECK = `import hashlib, itertools

def sha256(text):
    return hashlib.sha256(text.encode('utf-8')).digest()

def shuffled_shoe(seed, decks):
    ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
    shoe = [rank + suit for _ in range(decks) for suit in 'SHCD' for rank in ranks]
    stream = (b for counter in itertools.count() for b in sha256(f'{seed}:{counter}'))
    for i in range(len(shoe) - 1, 0, -1):
        n = i + 1
        limit = (2**32 // n) * n
        while True:
            x = int.from_bytes(bytes(next(stream) for _ in range(4)), 'big')
            if x < limit:
                break
        j = x % n
        shoe[i], shoe[j] = shoe[j], shoe[i]
    return shoe

seed = '${SEED_PLACEHOLDER}'
print(sha256(seed).hex())  # must be the hash published before betting
print(shuffled_shoe(seed, 1)[:6])  # the top of the shoe (Lucky 7: 8 decks)
`;
