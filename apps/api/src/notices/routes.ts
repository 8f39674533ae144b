import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@exchange/contracts/envelope';
import { MarkNoticesRead, Notices, NoticesQuery, UnreadNotices } from '@exchange/contracts/notices';
import { authOf, bearerSecurity, requireAuth } from '../http/auth';
import { errorResponses, ok } from '../http/envelope';
import type { SessionStore } from '../security/tokens';
import type { NoticesService } from './service';

export interface NoticesRoutesOptions {
  notices: NoticesService;
  sessions: SessionStore;
}

/** Only the signed-in player's own notices: the user comes from the token, never the request. */
export const noticesRoutes: FastifyPluginAsyncTypebox<NoticesRoutesOptions> = async (app, opts) => {
  const authenticate = requireAuth(opts.sessions);

  app.get(
    '/notices',
    {
      preHandler: authenticate,
      schema: {
        tags: ['notices'],
        summary: "The player's settlement notices, newest first, paged by cursor",
        security: bearerSecurity,
        querystring: NoticesQuery,
        response: { 200: Envelope(Notices), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await opts.notices.list(authOf(request).userId, request.query)),
  );

  app.post(
    '/notices/read',
    {
      preHandler: authenticate,
      schema: {
        tags: ['notices'],
        summary: "Marks the player's notices up to a cursor read",
        security: bearerSecurity,
        body: MarkNoticesRead,
        response: { 200: Envelope(UnreadNotices), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await opts.notices.markRead(authOf(request).userId, request.body)),
  );
};
