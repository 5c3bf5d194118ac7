/**
 * POST /auth/language {language} (I18N2): the signed-in user's app language, kept with the user so every
 * device they sign in on starts in it (the device caches it for offline use).
 */
import { LANGUAGE_SAVED, languageArgs } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../plugins/route.ts';

export default async function userLanguageRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/auth/language',
    summary: "Sets the signed-in user's app language (en, hi)",
    tags: ['auth'],
    guards: [app.requireUser],
    body: languageArgs,
    rateLimit: { max: 30, timeWindow: 60_000 },
    handler: async (request, _reply, { body }) => {
      const { user } = request.session();
      const { t } = app.database;
      await app.database.transaction((tx) =>
        tx
          .update(t.users)
          .set({ language: body.language, updatedAt: app.now() })
          .where(eq(t.users.id, user.id)),
      );
      return { message: LANGUAGE_SAVED, user: { ...user, language: body.language } };
    },
  });
}
