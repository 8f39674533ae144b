import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updatePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, resetRequired: false }).where(eq(users.id, userId));
}

export async function updateRateDifference(db: Db, userId: number, rateDifference: number): Promise<void> {
  await db.update(users).set({ rateDifference }).where(eq(users.id, userId));
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}
