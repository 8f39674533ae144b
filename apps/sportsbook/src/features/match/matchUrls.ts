/**
 * A cricket match's deep link and its first two reads, as templates: the light `./preload`
 * (matchReads.ts) fills them in, and the remote's deep-link hints (../../deepLinks.ts) publish them
 * in its manifest for the shell (contract 1.6). Nothing here imports anything.
 */

/** A cricket match's path; `:id` is its cricket id. */
export const MATCH_PATH = '/game/cricket/:id';

/** A match's event data (public): it names the event whose odds the page reads. */
export const EVENT_DATA_URL = '/cricket/event-data/{id}';

/** An event's odds (public); `{eventId}` is the event data's `response.eventId`. */
export const ODDS_URL = '/cricket/odds/{eventId}';
