/**
 * Card codes: rank then suit, e.g. 'AS' (ace of spades), '10H', 'QD'. Suits S, H, C, D; hearts and
 * diamonds are red. Rank values run A=1 .. K=13 (Teen Patti ranks the ace high itself).
 */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'C', 'D'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type CardCode = `${Rank}${Suit}`;

export const SUIT_NAMES: Record<Suit, string> = { S: 'Spade', H: 'Heart', C: 'Club', D: 'Diamond' };
export const SUIT_SYMBOLS: Record<Suit, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };

export function parseCard(code: string): { rank: Rank; suit: Suit } {
  const rank = code.slice(0, -1) as Rank;
  const suit = code.slice(-1) as Suit;
  if (!RANKS.includes(rank) || !SUITS.includes(suit)) throw new RangeError(`Not a card code: ${code}`);
  return { rank, suit };
}

/** True for a well-formed card code; server data is checked with it before it is drawn. */
export function isCardCode(code: unknown): code is CardCode {
  if (typeof code !== 'string') return false;
  return (
    (RANKS as readonly string[]).includes(code.slice(0, -1)) && (SUITS as readonly string[]).includes(code.slice(-1))
  );
}

export const rankOf = (code: string): Rank => parseCard(code).rank;
export const suitOf = (code: string): Suit => parseCard(code).suit;
/** A=1, 2..10, J=11, Q=12, K=13. */
export const valueOf = (code: string): number => RANKS.indexOf(rankOf(code)) + 1;
export const isRed = (code: string): boolean => ['H', 'D'].includes(suitOf(code));

/** `decks` standard 52-card decks in a fixed order (the order the shuffle starts from). */
export function freshShoe(decks = 1): CardCode[] {
  const shoe: CardCode[] = [];
  for (let d = 0; d < decks; d++) for (const suit of SUITS) for (const rank of RANKS) shoe.push(`${rank}${suit}`);
  return shoe;
}
