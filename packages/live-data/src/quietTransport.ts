import { boundSession, reportReached, type ApiRequest } from '@exchange/shared-http';
import { readWire, sendPollRequest, type PollRequest, type QuietAnswer } from './pollWire';

/** How a poll's read is sent where its loop runs on the page (pollHost.ts). */
export type QuietTransport = (request: ApiRequest) => Promise<QuietAnswer>;

/**
 * A poll's read as it goes on the wire, with the headers the axios client sends (the session's
 * headers as they are now), or null before the store and config are set up.
 */
export function quietWire(request: ApiRequest): PollRequest | null {
  const session = boundSession();
  return session && readWire(session.bases[request.api], session, request);
}

/**
 * The poll's transport on the main thread: one XMLHttpRequest with the same headers the axios
 * client sends (sendPollRequest). Anything but a 2xx is handed back as not ok, and the caller
 * repeats the read through the axios client, whose interceptors deal with it (a 401 logs out,
 * reachability is reported, reads retry).
 */
export const xhrQuietTransport: QuietTransport = async (request) => {
  const wire = quietWire(request);
  if (!wire) return { ok: false };
  const answer = await sendPollRequest(wire);
  if (answer.ok) reportReached();
  return answer;
};

let quietTransport: QuietTransport = xhrQuietTransport;

/** Unit tests answer through axios adapters: they hand in a transport that goes through the axios client. Returns the one before. */
export function setQuietTransport(transport: QuietTransport): QuietTransport {
  const before = quietTransport;
  quietTransport = transport;
  return before;
}

/** Sends a poll's read (see xhrQuietTransport). */
export function quietRead(request: ApiRequest): Promise<QuietAnswer> {
  return quietTransport(request);
}
