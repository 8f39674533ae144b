import { toPaise } from '@exchange/betting';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../security/passwords';
import type { Db } from '../db/client';
import { matches, users } from '../db/schema';
import { WalletService } from '../wallet/wallet';

/** Demo players from the design (section 6); the end-to-end tests sign in with them. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type DemoMovement = { daysAgo: number; rupees: number };

/**
 * Their balances come from deposits and withdrawals written to the ledger, so the ledger and the
 * statement of a fresh demo already reconcile to the wallet.
 */
export const demoUsers = [
  {
    username: 'C1001',
    displayName: 'C1001 Ravi',
    password: '123456',
    resetRequired: false,
    movements: [
      { daysAgo: 40, rupees: 150_000 },
      { daysAgo: 12, rupees: -50_000 },
    ] as DemoMovement[],
  },
  {
    username: 'C1002',
    displayName: 'C1002 Priya',
    password: '123456',
    resetRequired: false,
    movements: [
      { daysAgo: 50, rupees: 30_000 },
      { daysAgo: 20, rupees: 25_000 },
      { daysAgo: 3, rupees: -5_000 },
    ] as DemoMovement[],
  },
  {
    username: 'C1003',
    displayName: 'C1003 Newbie',
    password: '123456',
    resetRequired: true,
    movements: [{ daysAgo: 1, rupees: 10_000 }] as DemoMovement[],
  },
] as const;

export const demoBalanceRupees = (username: string): number =>
  demoUsers.find((u) => u.username === username)?.movements.reduce((sum, m) => sum + m.rupees, 0) ?? 0;

/** Start times are relative to the first start so a fresh demo always has matches in play. */
export const demoMatches = [
  { cricketId: 1001, eventId: 34_120_001, eventName: 'India v Australia', startsIn: -95 * MINUTE, inPlay: true },
  {
    cricketId: 1002,
    eventId: 34_120_002,
    eventName: 'Mumbai Indians v Chennai Super Kings',
    startsIn: -40 * MINUTE,
    inPlay: true,
  },
  { cricketId: 1003, eventId: 34_120_003, eventName: 'Pakistan v New Zealand', startsIn: -15 * MINUTE, inPlay: true },
  {
    cricketId: 1004,
    eventId: 34_120_004,
    eventName: 'Royal Challengers Bengaluru v Kolkata Knight Riders',
    startsIn: 4 * HOUR,
    inPlay: false,
  },
  {
    cricketId: 1005,
    eventId: 34_120_005,
    eventName: 'England v South Africa',
    startsIn: DAY + 2 * HOUR,
    inPlay: false,
  },
  {
    cricketId: 1006,
    eventId: 34_120_006,
    eventName: 'Sri Lanka v Bangladesh',
    startsIn: 2 * DAY + 6 * HOUR,
    inPlay: false,
  },
] as const;

async function seedUsers(db: Db, now: Date): Promise<void> {
  const names = demoUsers.map((u) => u.username);
  const existing = await db.select({ username: users.username }).from(users).where(inArray(users.username, names));
  const present = new Set(existing.map((row) => row.username));
  const missing = demoUsers.filter((u) => !present.has(u.username));
  if (missing.length === 0) return;
  // Hashing only the missing users keeps a restart free of bcrypt work.
  const rows = await Promise.all(
    missing.map(async (u) => ({
      username: u.username,
      displayName: u.displayName,
      passwordHash: await hashPassword(u.password),
      balancePaise: 0,
      liabilityPaise: 0,
      resetRequired: u.resetRequired,
    })),
  );
  const created = await db.insert(users).values(rows).onConflictDoNothing({ target: users.username }).returning();
  const wallet = new WalletService(db);
  for (const user of created) {
    const demo = missing.find((u) => u.username === user.username)!;
    for (const [index, movement] of demo.movements.entries()) {
      await wallet.run(user.id, (w) =>
        w.post({
          kind: movement.rupees > 0 ? 'DEPOSIT' : 'WITHDRAWAL',
          description: movement.rupees > 0 ? 'Deposit' : 'Withdraw',
          amountPaise: toPaise(movement.rupees),
          reference: `seed:${index}`,
          at: new Date(now.getTime() - movement.daysAgo * DAY),
        }),
      );
    }
  }
}

async function seedMatches(db: Db, now: Date): Promise<void> {
  // A minute boundary, so listed start times read like a fixture list.
  const base = Math.floor(now.getTime() / MINUTE) * MINUTE;
  await db
    .insert(matches)
    .values(
      demoMatches.map((m) => ({
        cricketId: m.cricketId,
        eventId: m.eventId,
        eventName: m.eventName,
        eventTime: new Date(base + m.startsIn),
        inPlay: m.inPlay,
        sport: 'cricket',
        status: m.inPlay ? ('IN_PLAY' as const) : ('UPCOMING' as const),
      })),
    )
    .onConflictDoNothing({ target: matches.cricketId });
}

/** Idempotent: run on every start; only rows that are missing are written. */
export async function seedDemoData(db: Db, now = new Date()): Promise<void> {
  await seedUsers(db, now);
  await seedMatches(db, now);
}
