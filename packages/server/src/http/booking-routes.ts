import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import type { BookingImageKind } from '../db/schema/index.js';
import { MAX_IMAGE_BYTES } from '../storage/image-proof.js';
import { cancelBooking } from '../services/cancel-booking.js';
import { createBooking } from '../services/create-booking.js';
import { deleteBooking } from '../services/delete-booking.js';
import { fulfilBooking } from '../services/fulfil-booking.js';
import { bookingPageQuerySchema } from '@careport/domain';
import { parseInput } from '../errors/parse-input.js';
import { getBooking, listBookingPage } from '../services/list-bookings.js';
import { requestBookingImageToken, uploadBookingImage } from '../services/booking-images.js';
import { updateBooking } from '../services/update-booking.js';
import { issueProof } from '../services/proof-of-service/issue-proof.js';
import { toBookingDto } from './booking-dto.js';
import { idempotent } from './idempotency.js';
import { createItemSender, createListSender, sendData } from './reply.js';

type WithId = { Params: { id: string } };

/** base64 is 4/3 of the bytes; room for the data-URL prefix and the JSON around it. */
const UPLOAD_BODY_LIMIT_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

/** spec 1 §7: the upload path of each image (the declaration's spelling is the spec's). */
const UPLOAD_PATHS: Record<BookingImageKind, string> = {
  paper: '/booking/upload-image/:id',
  cu_confirmation: '/booking/upload-image-cu-confirmation/:id',
  cu_declaration: '/booking/upload-image-cu-decleration/:id',
  cg_confirmation: '/booking/upload-image-cg-confirmation/:id',
};

/** spec 1 §7 Booking calls, under /caregiver-app (bearer: a caregiver token). */
export function registerBookingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, storage } = deps;
  const actorOf = (request: FastifyRequest) => requireCaregiverActor(request.actor);

  const sendBookingList = createListSender(toBookingDto);
  app.get('/booking', async (request, reply) => {
    // Issue 43: optional paging; without it the whole list (spec 1 §7), as the app asks.
    const { limit, status, ...page } = parseInput(bookingPageQuerySchema, request.query);
    const actor = actorOf(request);
    const views = await listBookingPage({
      db,
      actor,
      cache: deps.readCache,
      first: limit,
      statuses: status,
      ...page,
    });
    return sendBookingList(request, reply, views);
  });

  // A view from the cached diary is the same object while it is current: serialised once.
  const sendBooking = createItemSender(toBookingDto);
  app.get<WithId>('/booking/:id', async (request, reply) => {
    const view = await getBooking({
      db,
      actor: actorOf(request),
      bookingId: request.params.id,
      cache: deps.readCache,
    });
    return sendBooking(request, reply, view);
  });

  app.post('/booking', async (request, reply) => {
    const view = await createBooking({
      db,
      actor: actorOf(request),
      now: deps.now(),
      body: request.body,
    });
    return sendData(reply, toBookingDto(view), 201);
  });

  app.post<WithId>('/booking/:id', async (request, reply) => {
    const view = await updateBooking({
      db,
      actor: actorOf(request),
      now: deps.now(),
      bookingId: request.params.id,
      body: request.body,
    });
    return sendData(reply, toBookingDto(view));
  });

  // Issue 14: documenting commands take an Idempotency-Key (http/idempotency.ts).
  const once = (request: FastifyRequest, reply: FastifyReply, run: () => Promise<unknown>) =>
    idempotent(
      { db, now: deps.now, caregiverId: actorOf(request).caregiverId, request, reply },
      run,
    );

  app.post<WithId>('/booking/fulfill/:id', async (request, reply) =>
    once(request, reply, async () => {
      const view = await fulfilBooking({
        db,
        actor: actorOf(request),
        now: deps.now(),
        bookingId: request.params.id,
        body: request.body,
      });
      // Issue 14: the proof of service is made once the answer is out; should that fail, the
      // first download makes it (services/proof-of-service/proof-download.ts).
      deps.background.afterReply(reply, async () => {
        await issueProof({
          db,
          storage,
          caregiverId: actorOf(request).caregiverId,
          bookingId: view.bookingId,
          now: deps.now(),
        });
      });
      return sendData(reply, toBookingDto(view));
    }),
  );

  app.post<WithId>('/booking/delete/:id', async (request, reply) => {
    const result = await deleteBooking({
      db,
      actor: actorOf(request),
      now: deps.now(),
      bookingId: request.params.id,
    });
    return sendData(reply, { booking_id: result.bookingId });
  });

  app.post<WithId>('/booking/cancel/:id', async (request, reply) => {
    const result = await cancelBooking({
      db,
      actor: actorOf(request),
      now: deps.now(),
      bookingId: request.params.id,
      body: request.body,
    });
    return sendData(reply, { booking_id: result.bookingId });
  });

  for (const [kind, url] of Object.entries(UPLOAD_PATHS) as [BookingImageKind, string][]) {
    app.post<WithId>(url, { bodyLimit: UPLOAD_BODY_LIMIT_BYTES }, async (request, reply) =>
      once(request, reply, async () => {
        const result = await uploadBookingImage({
          db,
          storage,
          actor: actorOf(request),
          now: deps.now(),
          bookingId: request.params.id,
          kind,
          body: request.body,
        });
        return sendData(reply, { booking_id: result.bookingId });
      }),
    );
  }

  app.post<WithId>('/booking/image/download/:id/request-token', async (request, reply) => {
    const result = await requestBookingImageToken({
      db,
      actor: actorOf(request),
      now: deps.now(),
      bookingId: request.params.id,
      body: request.body,
    });
    return sendData(reply, { token_id: result.tokenId });
  });
}
