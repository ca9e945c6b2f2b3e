import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import {
  declineFirstBooking,
  updateFirstBookingConfirmationStatus,
} from '../services/answer-first-booking.js';
import { confirmFirstBooking } from '../services/confirm-first-booking.js';
import { sendData } from './reply.js';

/**
 * spec 1 §7 First-booking calls, under /caregiver-app (bearer: a caregiver token). `{id}` is the
 * first booking's id in all three.
 */
export function registerFirstBookingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Params: { id: string } }>('/first-booking/confirm/:id', async (request, reply) => {
    const result = await confirmFirstBooking({
      db: deps.db,
      actor: requireCaregiverActor(request.actor),
      now: deps.now(),
      bookingId: request.params.id,
    });
    return sendData(reply, { booking_id: result.bookingId });
  });

  app.post<{ Params: { id: string } }>('/first-booking/decline/:id', async (request, reply) => {
    const result = await declineFirstBooking({
      db: deps.db,
      actor: requireCaregiverActor(request.actor),
      now: deps.now(),
      bookingId: request.params.id,
      body: request.body,
      featureFlags: deps.config.featureFlags,
    });
    return sendData(reply, { booking_id: result.bookingId, contract_id: result.contractId });
  });

  app.post<{ Params: { id: string } }>(
    '/first-booking/update-confirmation-status/:id',
    async (request, reply) => {
      const result = await updateFirstBookingConfirmationStatus({
        db: deps.db,
        actor: requireCaregiverActor(request.actor),
        now: deps.now(),
        bookingId: request.params.id,
        body: request.body,
      });
      return sendData(reply, { booking_id: result.bookingId });
    },
  );
}
