import { Type, type Static } from '@exchange/typebox-kit';

const EpochMs = (description: string) => Type.Integer({ minimum: 0, maximum: 8_640_000_000_000, description });

export const AccountLogFilter = Type.Object({
  startDate: EpochMs('From, epoch milliseconds (inclusive)'),
  endDate: EpochMs('To, epoch milliseconds (inclusive)'),
  type: Type.Optional(
    Type.Union([Type.Literal('ALL'), Type.Literal('CRICKET'), Type.Literal('CASINO')], { default: 'ALL' }),
  ),
});
export type AccountLogFilter = Static<typeof AccountLogFilter>;

export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  accountLogId: Type.Integer({ description: 'Opens the bets of this entry (bets-from-log)' }),
  createdAt: Type.String({ description: 'ISO 8601, UTC' }),
  comment: Type.String(),
  wonBy: Type.Union([Type.String(), Type.Null()]),
  creditInfo: Type.Number({ description: 'Rupees won (credited)' }),
  debitInfo: Type.Number({ description: 'Rupees lost (debited)' }),
  updatedBalance: Type.Number({ description: 'Balance after this entry, rupees' }),
  sport: Type.Union([Type.String(), Type.Null()], {
    description: "'CRICKET', 'TENNIS', 'SOCCER', 'CASINO', or null for deposits and withdrawals",
  }),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const CoinHistoryQuery = Type.Object({
  startDate: EpochMs('From, epoch milliseconds (inclusive)'),
  endDate: EpochMs('To, epoch milliseconds (inclusive)'),
  type: Type.Optional(
    Type.Union([Type.Literal('ALL'), Type.Literal('GAME'), Type.Literal('BALANCE')], {
      default: 'ALL',
      description: 'GAME: everything but deposits and withdrawals; BALANCE: only those',
    }),
  ),
});
export type CoinHistoryQuery = Static<typeof CoinHistoryQuery>;

export const CoinHistoryEntry = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ description: 'ISO 8601, UTC' }),
  description: Type.String(),
  credit: Type.Number(),
  debit: Type.Number(),
  updatedBalance: Type.Number(),
});

export const CoinHistory = Type.Object({ coinHistory: Type.Array(CoinHistoryEntry) });
export type CoinHistory = Static<typeof CoinHistory>;
export type CoinHistoryEntry = Static<typeof CoinHistoryEntry>;
