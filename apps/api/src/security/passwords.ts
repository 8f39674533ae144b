import bcrypt from 'bcryptjs';

/** The spec's hashing cost. */
export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// Compared against when the user does not exist, so an unknown name costs the same time as a
// wrong password and response timing does not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;

export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= bcrypt.hash('not-a-real-password', BCRYPT_COST);
  await bcrypt.compare(password, await dummyHash);
  return false;
}
