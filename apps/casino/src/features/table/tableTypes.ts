import type {
  GamesListItem,
  LastResults,
  Lucky7RoundData,
  OddsView,
  SettledBetView,
  TableBet,
} from '@exchange/contracts/casino';

/** Casino live state and odds (spec section 3), one poll: the contract's odds view. */
export type CasinoOdds = OddsView;
export type CasinoOdd = OddsView['oddDetailsDTOS'][number];

/** A bet of the open round, as the table's lists read it from the contract's bet view. */
export type CasinoBet = TableBet;

/** A settled bet of the player (any table), as the table's Settled Bets list reads it. */
export type SettledCasinoBet = SettledBetView;

/** Lucky 7's data for the current round (spec section 7, "shape not shown"): the card and what it decided. */
export type { Lucky7RoundData };

export type LastResult = LastResults['casinoMarketHistoryResponseDTOS'][number];
export type GameListItem = GamesListItem;
