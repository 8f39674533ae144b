import { fromPaise } from '@exchange/betting';
import type { MarkNoticesRead, Notices, NoticesQuery, SettlementNotice } from '@exchange/contracts/notices';
import { and, count, desc, eq, gt, isNull, lt, lte, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { settlementNotices, type SettlementNoticeRow } from './tables';

export const BAD_CURSOR = 'The notices cursor is not valid: use the cursor of an earlier answer, or none';
const DEFAULT_LIMIT = 20;

/** Notice ids are a PostgreSQL integer: a larger cursor was never handed out. */
const MAX_NOTICE_ID = 2_147_483_647;

/** A cursor is a notice id in decimal; anything else is refused, never read loosely. */
function cursorId(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^(0|[1-9]\d{0,9})$/.test(cursor) || Number(cursor) > MAX_NOTICE_ID) throw ApiError.badRequest(BAD_CURSOR);
  return Number(cursor);
}

function toNotice(row: SettlementNoticeRow): SettlementNotice {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    sport: row.sport,
    outcome: row.outcome,
    title: row.title,
    detail: row.detail,
    amount: fromPaise(row.amountPaise),
    accountLogId: row.ledgerEntryId,
    casinoGame: row.casinoGame,
    roundId: row.roundId,
    read: row.readAt !== null,
  };
}

/** The signed-in player's settlement notices: two indexed queries a poll, so it can ride the profile poll. */
export class NoticesService {
  constructor(private readonly db: Db) {}

  async list(userId: number, query: NoticesQuery): Promise<Notices> {
    const since = cursorId(query.since);
    const before = cursorId(query.before);
    const limit = query.limit ?? DEFAULT_LIMIT;
    const rows = await this.db
      .select()
      .from(settlementNotices)
      .where(
        and(
          eq(settlementNotices.userId, userId),
          since === undefined ? undefined : gt(settlementNotices.id, since),
          before === undefined ? undefined : lt(settlementNotices.id, before),
        ),
      )
      .orderBy(desc(settlementNotices.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const newest = page[0]?.id;
    return {
      notices: page.map(toNotice),
      unread: await this.unread(userId),
      cursor: String(newest !== undefined && (since === undefined || newest > since) ? newest : (since ?? 0)),
      next: rows.length > limit ? String(page[page.length - 1]!.id) : null,
    };
  }

  async markRead(userId: number, { upTo }: MarkNoticesRead): Promise<{ unread: number }> {
    const id = cursorId(upTo)!;
    await this.db
      .update(settlementNotices)
      .set({ readAt: new Date() })
      .where(
        and(eq(settlementNotices.userId, userId), lte(settlementNotices.id, id), isNull(settlementNotices.readAt)),
      );
    return { unread: await this.unread(userId) };
  }

  /** The id of the player's newest notice, 0 for none: carried by the profile poll's answer. */
  async latest(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ id: max(settlementNotices.id) })
      .from(settlementNotices)
      .where(eq(settlementNotices.userId, userId));
    return row?.id ?? 0;
  }

  private async unread(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(settlementNotices)
      .where(and(eq(settlementNotices.userId, userId), isNull(settlementNotices.readAt)));
    return row?.n ?? 0;
  }
}
