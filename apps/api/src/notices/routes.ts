import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@exchange/contracts/envelope';
import { MarkNoticesRead, Notices, NoticesQuery, UnreadNotices } from '@exchange/contracts/notices';
import { authOf } from '../http/auth';
import { ok } from '../http/envelope';
import { signedIn } from '../http/routes';
import type { SessionStore } from '../security/tokens';
import type { NoticesService } from './service';

export interface NoticesRoutesOptions {
  notices: NoticesService;
  sessions: SessionStore;
}

/** Only the signed-in player's own notices: the user comes from the token, never the request. */
export const noticesRoutes: FastifyPluginAsyncTypebox<NoticesRoutesOptions> = async (app, opts) => {
  const player = signedIn(opts.sessions);

  app.get(
    '/notices',
    player({
      tags: ['notices'],
      summary: "The player's settlement notices, newest first, paged by cursor",
      querystring: NoticesQuery,
      answer: Envelope(Notices),
      errors: [400],
    }),
    async (request) => ok(await opts.notices.list(authOf(request).userId, request.query)),
  );

  app.post(
    '/notices/read',
    player({
      tags: ['notices'],
      summary: "Marks the player's notices up to a cursor read",
      body: MarkNoticesRead,
      answer: Envelope(UnreadNotices),
      errors: [400],
    }),
    async (request) => ok(await opts.notices.markRead(authOf(request).userId, request.body)),
  );
};
