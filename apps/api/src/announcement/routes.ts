import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { headerValue } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import { answering, publicRead } from '../http/routes';
import { Envelope } from '@exchange/contracts/envelope';
import { Announcement, AnnouncementBody } from '@exchange/contracts/announcement';
import type { AnnouncementService } from './service';

export const announcementRoutes: FastifyPluginAsyncTypebox<{ announcement: AnnouncementService }> = async (
  app,
  opts,
) => {
  app.get(
    '/auth/announcement',
    publicRead({
      tags: ['announcement'],
      summary: 'The scrolling announcement text',
      answer: Envelope(Announcement),
    }),
    async () => ok({ announcement: opts.announcement.current() }),
  );
};

/** The operator's route: registered only when ADMIN_TOKEN is set, and checked on every call. */
export const announcementAdminRoutes: FastifyPluginAsyncTypebox<{
  announcement: AnnouncementService;
  adminToken: string;
}> = async (app, opts) => {
  app.put(
    '/announcement',
    answering({
      tags: ['admin'],
      summary: 'Set the announcement (header X-Admin-Token)',
      body: AnnouncementBody,
      answer: Envelope(Announcement),
      errors: [400, 403],
    }),
    async (request) => {
      if (headerValue(request, 'x-admin-token') !== opts.adminToken) throw ApiError.forbidden('Admin token required');
      return ok({ announcement: await opts.announcement.set(request.body.announcement) });
    },
  );
};
