import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { confirmFirstBooking } from '../services/confirm-first-booking.js';
import { sendData } from './reply.js';

/**
 * spec 1 §7 First-booking calls, under /caregiver-app (bearer: a caregiver token). The answers
 * 'maybe' (update-confirmation-status) and decline belong to the customers' first-appointment
 * screens and come with them.
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
}
