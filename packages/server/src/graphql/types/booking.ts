import {
  BOOKING_STATUSES,
  bookingCursorSchema,
  bookingPageSizeSchema,
  oneCountOnly,
  oneOf,
  VALIDATION_INVALID_OPTION,
} from '@careport/domain';
import { z } from 'zod';
import { parseInput } from '../../errors/parse-input.js';
import {
  findBookings,
  getBooking,
  listBookingPage,
  type BookingView,
} from '../../services/list-bookings.js';
import { saveBookingFeedback } from '../../services/save-booking-feedback.js';
import { isAppError } from '../../errors/app-error.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';
import { onlyUuids } from '../uuid.js';
import { BookingStatusEnum, FirstBookingStatusEnum, PaymentMethodEnum } from './enums.js';

/** Issue 43: allBookings' optional paging arguments. */
const bookingPageArgsSchema = z
  .strictObject({
    first: bookingPageSizeSchema().optional(),
    last: bookingPageSizeSchema().optional(),
    after: bookingCursorSchema().optional(),
    before: bookingCursorSchema().optional(),
    status: z
      .array(oneOf(BOOKING_STATUSES))
      .min(1, VALIDATION_INVALID_OPTION)
      .max(BOOKING_STATUSES.length, VALIDATION_INVALID_OPTION)
      .optional(),
  })
  .refine(oneCountOnly, { message: VALIDATION_INVALID_OPTION, path: ['last'] });

const BookingPricing = builder
  .objectRef<NonNullable<BookingView['pricing']>>('BookingPricing')
  .implement({
    description: 'spec 1 §3: the price is the hourly rate times the duration in hours, in cents.',
    fields: (t) => ({
      durationInMinutes: t.exposeInt('durationInMinutes'),
      grossPricePerHourInCents: t.exposeInt('grossPricePerHourInCents'),
      grossPriceInCents: t.exposeInt('grossPriceInCents'),
    }),
  });

const BookingEarnings = builder
  .objectRef<NonNullable<BookingView['earnings']>>('BookingEarnings')
  .implement({
    description:
      'Issue 12: what a documented or invoiced visit earned an independent, in cents: gross (its ' +
      'customer invoice line), the commission at commissionRate (its commission invoice line, ' +
      'before VAT), the VAT on it (19 %, charged on the commission invoice) and net = gross − ' +
      'commission − that VAT: what stays with the caregiver.',
    fields: (t) => ({
      grossInCents: t.exposeInt('grossInCents'),
      commissionInCents: t.exposeInt('commissionInCents'),
      commissionVatInCents: t.exposeInt('commissionVatInCents'),
      netInCents: t.exposeInt('netInCents'),
      commissionRate: t.exposeFloat('commissionRate'),
    }),
  });

export const FirstBookingConfirmationStatus = builder
  .objectRef<NonNullable<BookingView['firstBookingConfirmationStatus']>>(
    'FirstBookingConfirmationStatus',
  )
  .implement({
    fields: (t) => ({
      reason: t.exposeString('reason', { nullable: true }),
      description: t.exposeString('description', { nullable: true }),
    }),
  });

const BookingServiceRef = builder
  .objectRef<BookingView['services'][number]>('BookingService')
  .implement({
    description: 'spec 1 §3 Booking services: a main service done (id and labels).',
    fields: (t) => ({
      id: t.exposeString('id'),
      labelDe: t.exposeString('labelDe'),
      labelEn: t.exposeString('labelEn'),
    }),
  });

const BookingCareReceiver = builder
  .objectRef<BookingView['careReceiver']>('BookingCareReceiver')
  .implement({
    fields: (t) => ({
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      street: t.exposeString('street'),
      houseNumber: t.exposeString('houseNumber', { nullable: true }),
      postalCode: t.exposeString('postalCode'),
      city: t.exposeString('city'),
      latitude: t.exposeFloat('latitude', { nullable: true }),
      longitude: t.exposeFloat('longitude', { nullable: true }),
    }),
  });

/** spec 1 §3 Booking: the camelCase twin of REST's BookingDto. */
export const Booking = builder.objectRef<BookingView>('Booking');

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
    isFirstBooking: t.exposeBoolean('isFirstBooking', {
      description: 'spec 1 §3: true for the earliest live booking by start date of its contract.',
    }),
    firstBookingStatus: t.expose('firstBookingStatus', {
      type: FirstBookingStatusEnum,
      nullable: true,
    }),
    firstBookingConfirmationStatus: t.expose('firstBookingConfirmationStatus', {
      type: FirstBookingConfirmationStatus,
      nullable: true,
    }),
    pricing: t.expose('pricing', {
      type: BookingPricing,
      nullable: true,
      description: 'spec 1 §6: null for employees, who see no prices.',
    }),
    earnings: t.expose('earnings', {
      type: BookingEarnings,
      nullable: true,
      description: 'Null for employees and for visits not documented (FULFILLED, INVOICED) yet.',
    }),
    services: t.expose('services', { type: [BookingServiceRef] }),
    otherServiceDescription: t.exposeString('otherServiceDescription', { nullable: true }),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodEnum, nullable: true }),
    surveyStatus: t.exposeString('surveyStatus', {
      nullable: true,
      description: "spec 1 §4: the text 'false' means a survey is pending.",
    }),
    // spec 1 §4 isSignedViaPaper reads whether these are empty; the files come by download token.
    hasPaperBookingProof: t.exposeBoolean('hasPaperBookingProof'),
    hasCgConfirmationProof: t.exposeBoolean('hasCgConfirmationProof'),
    hasCuConfirmationProof: t.exposeBoolean('hasCuConfirmationProof'),
    hasCuDeclarationProof: t.exposeBoolean('hasCuDeclarationProof'),
    careReceiver: t.expose('careReceiver', { type: BookingCareReceiver }),
    contractIsActive: t.exposeBoolean('contractIsActive'),
    cancelationScheduledFor: t.expose('cancelationScheduledFor', {
      type: 'DateTime',
      nullable: true,
    }),
  }),
});

builder.queryField('allBookings', (t) =>
  t.field({
    type: [Booking],
    description:
      "spec 1 §7 allBookings: the caller's live bookings, sorted by end date. Issue 43: optionally " +
      'page by page, as Relay cuts a connection: the bookings after the cursor `after` and before ' +
      '`before` (a booking written `<endDate ISO-8601 UTC with ms>_<bookingId>`), of the ' +
      'statuses `status`, then the `first` or the `last` (1–500, not both) of them, in the same ' +
      'order either way; none: all of them.',
    args: {
      first: t.arg.int({ required: false }),
      last: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
      before: t.arg.string({ required: false }),
      status: t.arg({ type: [BookingStatusEnum], required: false }),
    },
    resolve: (_root, args, context) => {
      const page = parseInput(bookingPageArgsSchema, {
        first: args.first ?? undefined,
        last: args.last ?? undefined,
        after: args.after ?? undefined,
        before: args.before ?? undefined,
        status: args.status ?? undefined,
      });
      return listBookingPage({
        db: context.deps.db,
        actor: callerOf(context),
        cache: context.deps.readCache,
        first: page.first,
        last: page.last,
        after: page.after,
        before: page.before,
        statuses: page.status,
      });
    },
  }),
);

builder.queryField('booking', (t) =>
  t.field({
    type: Booking,
    nullable: true,
    description:
      "spec 1 §7 booking(bookingId): one of the caller's live bookings; null when there is none " +
      '(deleted, cancelled, another caregiver’s); a malformed id is the error BOOKING_INVALID_ID.',
    args: { bookingId: t.arg.string({ required: true }) },
    resolve: async (_root, { bookingId }, context) => {
      try {
        return await getBooking({
          db: context.deps.db,
          actor: callerOf(context),
          bookingId,
          cache: context.deps.readCache,
        });
      } catch (error) {
        if (isAppError(error) && error.code === 'BOOKING_NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);

const BookingFeedbackInput = builder.inputType('BookingFeedbackInput', {
  description: 'spec 1 §3 Feedback; all strings (spec 1 §7).',
  fields: (t) => ({
    bookingId: t.string({ required: true }),
    careReceiverMood: t.string({ required: true }),
    careReceiverMoodAdditionalText: t.string({ required: false }),
    customerEnergy: t.string({ required: true }),
    customerEnergyAdditionalText: t.string({ required: false }),
    activitiesPerformed: t.string({ required: false }),
    furtherAppointments: t.string({ required: false, description: 'YES, MAYBE or NO.' }),
  }),
});

const BookingFeedbackResult = builder
  .objectRef<{ status: 'OK' }>('BookingFeedbackResult')
  .implement({ fields: (t) => ({ status: t.exposeString('status') }) });

builder.mutationField('bookingFeedback', (t) =>
  t.field({
    type: BookingFeedbackResult,
    description:
      "spec 1 §7 bookingFeedback: saves the survey of one of the caller's bookings and marks it " +
      'answered; codes BOOKING_INVALID_ID, BOOKING_NOT_FOUND, CANNOT_DESERIALIZE_REQUEST_DATA.',
    args: { input: t.arg({ type: BookingFeedbackInput, required: true }) },
    resolve: (_root, { input }, context) =>
      saveBookingFeedback({
        db: context.deps.db,
        actor: callerOf(context),
        now: context.deps.now(),
        input,
      }),
  }),
);
