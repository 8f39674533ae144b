import { envelopeResponse, isRecord, positiveId } from '@exchange/shared-http/wire';
import { EVENT_DATA_URL, ODDS_URL } from './matchUrls';

/**
 * The match page's first two reads, named once for the store's endpoints (matchApi.ts) and for the
 * light `./preload` that sends them before the store runs (contract 1.5). Nothing here may import a
 * shared module: the preload runs as soon as it arrives, before the shell's store chunk has.
 */

/** The cricket match id of a `/game/cricket/{id}` path, or 0 for any other path. */
export function matchRouteId(pathname: string): number {
  const match = /^\/game\/cricket\/(\d+)\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** A match's event data (public): it names the event whose odds the page reads. */
export const eventDataRead = (cricketId: number) => ({
  api: 'cm' as const,
  url: EVENT_DATA_URL.replace('{id}', String(cricketId)),
  skipAuth: true,
});

/** An event's odds (public). */
export const oddsRead = (eventId: number) => ({
  api: 'cm' as const,
  url: ODDS_URL.replace('{eventId}', String(eventId)),
  skipAuth: true,
});

/** The event id an event-data answer names, when it names a valid one (parseMatch.ts reads the rest). */
export function eventIdOf(envelope: unknown): number | undefined {
  const response = envelopeResponse(envelope);
  return isRecord(response) ? positiveId(response.eventId) : undefined;
}
