// Issue 40: the planning of employed caregivers' visits, under /ops/planning (README "Back
// office", docs/api/planning.md). Routes only wire: parse, call services/ops/planning, reply.
import { berlinInstant } from '@careport/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import {
  notifyBookingCancelled,
  notifyBookingMoved,
  notifyBookingsPlanned,
} from '../../push/planning-notifications.js';
import { cancelPlannedBooking } from '../../services/ops/planning/cancel-planned-booking.js';
import { moveBooking } from '../../services/ops/planning/move-booking.js';
import { planBookings } from '../../services/ops/planning/plan-bookings.js';
import { bookingIdOf } from '../../services/ops/planning/planning-rules.js';
import {
  cancelPlannedBookingBodySchema,
  moveBookingBodySchema,
  planBookingsBodySchema,
  weekQuerySchema,
} from '../../services/ops/planning/planning-schemas.js';
import { getCaregiverWeek, getContractWeek } from '../../services/ops/planning/week-view.js';
import { sendData } from '../reply.js';
import { parseOpsInput } from './ops-errors.js';
import { opsRoute } from './route-config.js';

type BookingParams = { Params: { bookingId: string } };

export function registerPlanningRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get<{ Params: { caregiverId: string } }>(
    '/planning/caregivers/:caregiverId/week',
    opsRoute({ staffRoles: ['dispatcher'] }),
    async (request, reply) => {
      const { from } = parseOpsInput(weekQuerySchema, request.query);
      const week = await getCaregiverWeek({ db, caregiverId: request.params.caregiverId, from });
      return sendData(reply, week);
    },
  );

  app.get<{ Params: { contractId: string } }>(
    '/planning/contracts/:contractId/week',
    opsRoute({ staffRoles: ['dispatcher'] }),
    async (request, reply) => {
      const { from } = parseOpsInput(weekQuerySchema, request.query);
      const week = await getContractWeek({ db, contractId: request.params.contractId, from });
      return sendData(reply, week);
    },
  );

  app.post(
    '/planning/bookings',
    opsRoute({
      staffRoles: ['dispatcher'],
      audit: { action: 'booking.create', recordType: 'booking' },
    }),
    async (request, reply) => {
      const input = parseOpsInput(planBookingsBodySchema, request.body);
      const planned = await planBookings({ db, now: deps.now(), input });
      // After the commit: on PGlite a job sent inside the transaction would wait for it forever.
      await notifyBookingsPlanned(
        deps,
        planned.bookings.map((row) => ({
          id: row.id,
          contractId: row.contractId,
          caregiverId: row.caregiverId,
          startDate: berlinInstant(row.date, row.start),
        })),
      );
      return sendData(reply, planned, 201);
    },
  );

  app.patch<BookingParams>(
    '/planning/bookings/:bookingId',
    opsRoute({
      staffRoles: ['dispatcher'],
      audit: { action: 'booking.move', recordType: 'booking' },
    }),
    async (request, reply) => {
      const bookingId = bookingIdOf(request.params.bookingId);
      const input = parseOpsInput(moveBookingBodySchema, request.body);
      const now = deps.now();
      const { booking, warnings } = await moveBooking({ db, now, bookingId, input });
      await notifyBookingMoved(
        deps,
        {
          id: booking.id,
          contractId: booking.contractId,
          caregiverId: booking.caregiverId,
          startDate: berlinInstant(booking.date, booking.start),
        },
        now,
      );
      return sendData(reply, { booking, warnings });
    },
  );

  app.post<BookingParams>(
    '/planning/bookings/:bookingId/cancel',
    opsRoute({
      staffRoles: ['dispatcher'],
      audit: { action: 'booking.cancel', recordType: 'booking' },
    }),
    async (request, reply) => {
      const bookingId = bookingIdOf(request.params.bookingId);
      const input = parseOpsInput(cancelPlannedBookingBodySchema, request.body);
      const { booking, cancelled } = await cancelPlannedBooking({
        db,
        now: deps.now(),
        bookingId,
        input,
      });
      await notifyBookingCancelled(deps, cancelled);
      return sendData(reply, { booking });
    },
  );
}
