import { calculateGrossPriceInCents, durationInMinutes } from '@careport/domain';
import { findBookings, listBookings, type BookingRecord } from '../../services/list-bookings.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';
import { onlyUuids } from '../uuid.js';
import { BookingStatusEnum, FirstBookingStatusEnum, PaymentMethodEnum } from './enums.js';

/** The last segment of a storage key: enough to tell a proof exists, nothing about storage. */
function proofName(storageKey: string | null): string | null {
  if (storageKey === null || storageKey === '') return null;
  return storageKey.split('/').pop() ?? null;
}

type Pricing = {
  durationInMinutes: number;
  grossPricePerHourInCents: number;
  grossPriceInCents: number;
};

const BookingPricing = builder.objectRef<Pricing>('BookingPricing').implement({
  description: 'spec 1 §3: the price is the hourly rate times the duration in hours, in cents.',
  fields: (t) => ({
    durationInMinutes: t.exposeInt('durationInMinutes'),
    grossPricePerHourInCents: t.exposeInt('grossPricePerHourInCents'),
    grossPriceInCents: t.exposeInt('grossPriceInCents'),
  }),
});

const FirstBookingConfirmationStatus = builder
  .objectRef<{ reason: string | null; description: string | null }>(
    'FirstBookingConfirmationStatus',
  )
  .implement({
    fields: (t) => ({
      reason: t.exposeString('reason', { nullable: true }),
      description: t.exposeString('description', { nullable: true }),
    }),
  });

/** spec 1 §3 Booking (read-only so far; later issues add services, proofs and mutations). */
export const Booking = builder.objectRef<BookingRecord>('Booking');

builder.node(Booking, {
  id: { resolve: (booking) => booking.bookingId },
  loadManyWithoutCache: async (ids, context) => {
    const found = await findBookings({
      db: context.deps.db,
      actor: callerOf(context),
      bookingIds: onlyUuids(ids),
    });
    return ids.map((id) => found.find((booking) => booking.bookingId === id) ?? null);
  },
  fields: (t) => ({
    bookingId: t.exposeString('bookingId'),
    contractId: t.exposeString('contractId'),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    endDate: t.expose('endDate', { type: 'DateTime' }),
    status: t.expose('status', { type: BookingStatusEnum }),
    isFirstBooking: t.boolean({
      description: 'spec 1 §3: true for the earliest live booking by start date of its contract.',
      resolve: async (booking, _args, context) =>
        (await context.loaders.firstBookingIdByContract.load(booking.contractId)) ===
        booking.bookingId,
    }),
    firstBookingStatus: t.expose('firstBookingStatus', {
      type: FirstBookingStatusEnum,
      nullable: true,
    }),
    firstBookingConfirmationStatus: t.field({
      type: FirstBookingConfirmationStatus,
      nullable: true,
      resolve: (booking) =>
        booking.firstBookingConfirmationReason === null &&
        booking.firstBookingConfirmationDescription === null
          ? null
          : {
              reason: booking.firstBookingConfirmationReason,
              description: booking.firstBookingConfirmationDescription,
            },
    }),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodEnum, nullable: true }),
    surveyStatus: t.exposeString('surveyStatus', {
      nullable: true,
      description: "spec 1 §4: the text 'false' means a survey is pending.",
    }),
    otherServiceDescription: t.exposeString('otherServiceDescription', { nullable: true }),
    // spec 1 §4 isSignedViaPaper reads whether these are empty; the files come by download token.
    paperBookingProof: t.string({
      nullable: true,
      description: "The paper proof's file name, null when none was uploaded.",
      resolve: (booking) => proofName(booking.paperBookingProof),
    }),
    cgConfirmationProof: t.string({
      nullable: true,
      description: "The caregiver signature's file name, null when none was uploaded.",
      resolve: (booking) => proofName(booking.cgConfirmationProof),
    }),
    pricing: t.field({
      type: BookingPricing,
      resolve: (booking) => {
        const minutes = durationInMinutes(booking.startDate, booking.endDate);
        return {
          durationInMinutes: minutes,
          grossPricePerHourInCents: booking.grossPricePerHourInCents,
          grossPriceInCents: calculateGrossPriceInCents(booking.grossPricePerHourInCents, minutes),
        };
      },
    }),
  }),
});

builder.queryField('allBookings', (t) =>
  t.field({
    type: [Booking],
    description: "spec 1 §7 allBookings: the caller's live bookings, sorted by end date.",
    resolve: (_root, _args, context) =>
      listBookings({ db: context.deps.db, actor: callerOf(context) }),
  }),
);
