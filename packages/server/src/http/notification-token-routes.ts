import { notificationTokenBodySchema, type Locale } from '@careport/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { parseInput } from '../errors/parse-input.js';
import { deleteNotificationToken, saveNotificationToken } from '../push/push-subscriptions.js';
import { sendData } from './reply.js';

/** Without `language` in the body, the request's Accept-Language decides (German by default). */
function requestLanguage(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  return /^\s*en\b/i.test(header) ? 'en' : 'de';
}

/** spec 2 §7 notification-token calls, under /caregiver-app (bearer: a caregiver token). */
export function registerNotificationTokenRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/notification-token', async (request, reply) => {
    const { token, language } = parseInput(notificationTokenBodySchema, request.body);
    await saveNotificationToken({
      db: deps.db,
      actor: requireCaregiverActor(request.actor),
      subscription: token,
      language: language ?? requestLanguage(request),
      endpoints: deps.pushEndpoints,
    });
    return sendData(reply, { registered: true });
  });

  app.post('/notification-token/delete', async (request, reply) => {
    const { token } = parseInput(notificationTokenBodySchema, request.body);
    await deleteNotificationToken({
      db: deps.db,
      caregiverId: requireCaregiverActor(request.actor).caregiverId,
      endpoint: token.endpoint,
    });
    return sendData(reply, { deleted: true });
  });
}
