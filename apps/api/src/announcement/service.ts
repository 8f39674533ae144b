import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { settings } from './tables';

const KEY = 'announcement';
export const DEFAULT_ANNOUNCEMENT =
  'Welcome to the exchange. Session bets settle as each line closes; casino rounds settle when the cards are dealt. Play responsibly.';
export const MAX_ANNOUNCEMENT_LENGTH = 500;

function stripControlCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const control = code < 32 || code === 127;
    if (!control) out += ch;
    else if (!out.endsWith(' ')) out += ' ';
  }
  return out;
}

/** The marquee text, read on every page load, so it is answered from memory. */
export class AnnouncementService {
  private text = DEFAULT_ANNOUNCEMENT;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const [row] = await this.db.select().from(settings).where(eq(settings.key, KEY));
    if (row) this.text = row.value;
  }

  current(): string {
    return this.text;
  }

  /** Plain text only: control characters are dropped, and the client renders it as text. */
  async set(raw: string): Promise<string> {
    const value = stripControlCharacters(raw).trim();
    if (value.length > MAX_ANNOUNCEMENT_LENGTH)
      throw ApiError.badRequest(`The announcement may be at most ${MAX_ANNOUNCEMENT_LENGTH} characters`);
    await this.db
      .insert(settings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    this.text = value;
    return value;
  }
}
