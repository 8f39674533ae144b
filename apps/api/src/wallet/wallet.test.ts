import { toPaise } from '@exchange/betting';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { demoBalanceRupees, demoUsers } from '../seed/seed';
import { createTestDatabase } from '../testing/harness';
import { ledgerEntries } from './tables';
import { INSUFFICIENT_BALANCE, PASSWORD_CHANGE_REQUIRED, WalletService } from './wallet';

let database: Database;
let wallet: WalletService;

async function account(username: string) {
  const [row] = await database.db.select().from(users).where(eq(users.username, username));
  return row!;
}

async function ledgerOf(userId: number) {
  return database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

beforeAll(async () => {
  database = await createTestDatabase();
  wallet = new WalletService(database.db);
}, 60_000);
afterAll(() => database.close());

describe('seeded demo money', () => {
  it.each(demoUsers.map((u) => u.username))(
    '%s: ledger rows add up to the wallet, with a running balance on each row',
    async (username) => {
      const user = await account(username);
      const rows = await ledgerOf(user.id);
      expect(rows.length).toBeGreaterThan(0);
      let running = 0;
      for (const row of rows) {
        running += row.creditPaise - row.debitPaise;
        expect(row.balanceAfterPaise).toBe(running);
      }
      expect(running).toBe(user.balancePaise);
      expect(user.balancePaise).toBe(toPaise(demoBalanceRupees(username)));
      expect(rows.every((r) => /Deposit|Withdraw/.test(r.description))).toBe(true);
    },
  );
});

describe('wallet', () => {
  it('never lets concurrent reservations take available balance below zero', async () => {
    const user = await account('C1003');
    const before = user.balancePaise - user.liabilityPaise;
    const stake = 1_500_00;
    const attempts = await Promise.allSettled(
      Array.from({ length: 40 }, () => wallet.run(user.id, async (w) => w.changeLiability(stake))),
    );
    const accepted = attempts.filter((a) => a.status === 'fulfilled').length;
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(accepted).toBe(Math.floor(before / stake));
    expect(refused.every((r) => r.status === 'rejected' && (r.reason as Error).message === INSUFFICIENT_BALANCE)).toBe(
      true,
    );
    expect(refused.length).toBeGreaterThan(0);
    const after = await account('C1003');
    expect(after.liabilityPaise).toBe(user.liabilityPaise + accepted * stake);
    expect(after.balancePaise - after.liabilityPaise).toBeGreaterThanOrEqual(0);
    await wallet.run(user.id, async (w) => w.changeLiability(-accepted * stake));
  });

  it('writes a ledger row and the balance in one transaction, or neither', async () => {
    const user = await account('C1002');
    const rowsBefore = (await ledgerOf(user.id)).length;
    await expect(
      wallet.run(user.id, async (w) => {
        await w.post({
          kind: 'SETTLEMENT',
          sport: 'CRICKET',
          description: 'India v Australia',
          amountPaise: 500_00,
          reference: 'test:atomic',
        });
        throw new Error('crash after posting');
      }),
    ).rejects.toThrow('crash after posting');
    expect((await ledgerOf(user.id)).length).toBe(rowsBefore);
    expect((await account('C1002')).balancePaise).toBe(user.balancePaise);
  });

  it('settles a reference once per player, however often it is retried', async () => {
    const user = await account('C1001');
    const settle = () =>
      wallet.run(user.id, (w) =>
        w.post({
          kind: 'SETTLEMENT',
          sport: 'CRICKET',
          description: 'Settled',
          wonBy: 'India',
          amountPaise: 250_50,
          reference: 'test:once',
        }),
      );
    await settle();
    await expect(settle()).rejects.toThrow();
    const rows = (await ledgerOf(user.id)).filter((r) => r.reference === 'test:once');
    expect(rows).toHaveLength(1);
    expect((await account('C1001')).balancePaise).toBe(user.balancePaise + 250_50);
  });

  it('refuses a debit that would eat into money at risk', async () => {
    const user = await account('C1002');
    await wallet.run(user.id, async (w) => w.changeLiability(user.balancePaise - 100));
    await expect(
      wallet.run(user.id, (w) => w.post({ kind: 'WITHDRAWAL', description: 'Withdraw', amountPaise: -200 })),
    ).rejects.toThrow(INSUFFICIENT_BALANCE);
    await wallet.run(user.id, async (w) => w.changeLiability(-(user.balancePaise - 100)));
    expect((await account('C1002')).liabilityPaise).toBe(user.liabilityPaise);
  });

  it('refuses bets from a player who must change the password first, but still settles their money', async () => {
    const newbie = await account('C1003');
    expect(newbie.resetRequired).toBe(true);
    await expect(wallet.run(newbie.id, async (w) => w.changeLiability(100), { bet: true })).rejects.toThrow(
      PASSWORD_CHANGE_REQUIRED,
    );
    await wallet.run(newbie.id, async (w) => w.changeLiability(100));
    await wallet.run(newbie.id, async (w) => w.changeLiability(-100));
    expect((await account('C1003')).liabilityPaise).toBe(newbie.liabilityPaise);
  });
});
