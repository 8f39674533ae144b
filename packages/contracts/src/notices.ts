import { Type, type Static } from '@exchange/typebox-kit';

/** Opaque to clients: hand back the `cursor` or `next` of an earlier answer. */
const Cursor = (description: string) => Type.String({ minLength: 1, maxLength: 40, description });

export const NoticesQuery = Type.Object({
  since: Type.Optional(Cursor('Only notices newer than this cursor (the `cursor` of the last answer)')),
  before: Type.Optional(Cursor('Only notices older than this cursor (the `next` of the last answer)')),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type NoticesQuery = Static<typeof NoticesQuery>;

export const NoticeOutcome = Type.Union([
  Type.Literal('WON'),
  Type.Literal('LOST'),
  Type.Literal('VOID'),
  Type.Literal('EVEN'),
]);
export type NoticeOutcome = Static<typeof NoticeOutcome>;

export const SettlementNotice = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ description: 'ISO 8601, UTC' }),
  sport: Type.Union([Type.Literal('CRICKET'), Type.Literal('TENNIS'), Type.Literal('SOCCER'), Type.Literal('CASINO')]),
  outcome: NoticeOutcome,
  title: Type.String({ description: 'The event or table name' }),
  detail: Type.String({ description: 'The markets and runners settled, or the round' }),
  amount: Type.Number({ description: 'Rupees credited (positive) or debited (negative) by the settlement' }),
  accountLogId: Type.Integer({ description: 'The ledger row of the settlement: opens its bet details' }),
  casinoGame: Type.Union([Type.String(), Type.Null()], { description: 'Casino: the table of the result popup' }),
  roundId: Type.Union([Type.String(), Type.Null()], { description: 'Casino: the round of the result popup' }),
  read: Type.Boolean(),
});
export type SettlementNotice = Static<typeof SettlementNotice>;

export const Notices = Type.Object({
  notices: Type.Array(SettlementNotice, { description: 'Newest first' }),
  unread: Type.Integer({ minimum: 0 }),
  cursor: Type.String({ description: 'Pass as `since` to get only what is newer than this answer' }),
  next: Type.Union([Type.String(), Type.Null()], {
    description: 'Pass as `before` for the older page; null at the end',
  }),
});
export type Notices = Static<typeof Notices>;

export const MarkNoticesRead = Type.Object({
  upTo: Cursor('Marks this notice and every older one read (a `cursor` of an answer)'),
});
export type MarkNoticesRead = Static<typeof MarkNoticesRead>;

export const UnreadNotices = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadNotices = Static<typeof UnreadNotices>;
