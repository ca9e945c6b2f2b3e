import { bookingPage, compareDiaryOrder, parseBookingCursor } from '@careport/domain';
import type { RecordedCall } from '../../../test/fake-server';
import type { BookingDetail } from '../api/get-booking';
import { json } from '../../../test/fake-server';
import { noStats } from '../../../test/stats-answer';

// A fake server for the diary's component tests: the GraphQL reads, the booking commands and the
// caregiver profile, answering as the wire contract (issue 4) says.

let sequence = 0;

/** A booking as the fake server answers it: the detail query's shape, always with a customer. */
export type FakeBooking = Omit<BookingDetail, 'careReceiver'> & {
  careReceiver: NonNullable<BookingDetail['careReceiver']>;
};

export function fakeBooking(overrides: Partial<FakeBooking> = {}): FakeBooking {
  sequence += 1;
  return {
    bookingId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    contractId: 'c0000000-0000-4000-8000-000000000001',
    startDate: '2030-03-10T09:00:00.000Z',
    endDate: '2030-03-10T10:00:00.000Z',
    status: 'CREATED',
    isFirstBooking: false,
    firstBookingStatus: null,
    surveyStatus: null,
    hasCgConfirmationProof: false,
    hasPaperBookingProof: false,
    contractIsActive: true,
    careReceiver: {
      firstName: 'Erika',
      lastName: 'Müller',
      street: 'Kastanienallee',
      houseNumber: '12',
      postalCode: '10435',
      city: 'Berlin',
      latitude: 52.5386,
      longitude: 13.4097,
    },
    pricing: { durationInMinutes: 60, grossPricePerHourInCents: 3200, grossPriceInCents: 3200 },
    earnings: null,
    services: [],
    otherServiceDescription: null,
    paymentMethod: null,
    cancelationScheduledFor: null,
    ...overrides,
  };
}

export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

export function meReply(options: { isEmployee?: boolean } = {}) {
  return {
    status: 200,
    data: {
      caregiver_id: options.isEmployee ? 'caregiver-jonas' : 'caregiver-anna',
      name: options.isEmployee
        ? { first_name: 'Jonas', last_name: 'Weber' }
        : { first_name: 'Anna', last_name: 'Schneider' },
      email: 'anna@careport.example',
      profile_image_hash: null,
      is_careportEmployee: options.isEmployee ?? false,
    },
  };
}

export const contractsReply = {
  status: 200,
  data: [
    {
      contract_id: 'contract-z',
      first_booking: { status: 'FULFILLED' },
      is_active: true,
      care_receiver: { name: { first_name: 'Zora', last_name: 'Ölschläger' } },
    },
    {
      contract_id: 'contract-a',
      first_booking: { status: 'FULFILLED' },
      is_active: true,
      care_receiver: { name: { first_name: 'Erika', last_name: 'Müller' } },
    },
    {
      contract_id: 'contract-x',
      first_booking: { status: 'FULFILLED' },
      is_active: false,
      care_receiver: { name: { first_name: 'Xaver', last_name: 'Abel' } },
    },
    {
      contract_id: 'contract-b',
      is_active: true,
      first_booking: { status: 'FULFILLED' },
      care_receiver: { name: { first_name: 'Bernd', last_name: 'Adler' } },
    },
    {
      // spec 1 §4: its first appointment is not documented yet, so it takes no other.
      contract_id: 'contract-new',
      is_active: true,
      first_booking: { status: 'CREATED' },
      care_receiver: { name: { first_name: 'Anton', last_name: 'Aalers' } },
    },
    {
      // spec 1 §4: a scheduled end of the collaboration takes no follow-ups either.
      contract_id: 'contract-ending',
      is_active: true,
      first_booking: { status: 'INVOICED' },
      cancelation_scheduled_for: '2026-04-01T00:00:00.000Z',
      care_receiver: { name: { first_name: 'Ada', last_name: 'Abendroth' } },
    },
  ],
};

export type DiaryServer = {
  bookings: FakeBooking[];
  isEmployee?: boolean;
  /**
   * Answers a command (POST to /caregiver-app/booking… or /first-booking…) instead of the default
   * success.
   */
  onCommand?: (call: RecordedCall) => Response | undefined;
  /** Fails the diary's list query (first `failures` times). */
  listFailures?: number;
  /** Fails the older pages' query (issue 43) while true. */
  isEarlierFailing?: boolean;
  /** The services the bookings' contract agreed (issue 39: shown on visits not documented). */
  contractServices?: { subServiceId: string; labelDe: string; labelEn: string }[];
};

function graphqlQuery(call: RecordedCall): { query: string; variables: Record<string, unknown> } {
  return JSON.parse(call.body ?? '{}') as { query: string; variables: Record<string, unknown> };
}

/** The server's allBookings arguments (domain bookingPage) over the fake's bookings. */
function pageOf(
  bookings: FakeBooking[],
  args: {
    after?: string;
    before?: string;
    first?: number;
    last?: number;
    status?: FakeBooking['status'][];
  },
): FakeBooking[] {
  const cursor = (text: string | undefined) =>
    text === undefined ? undefined : (parseBookingCursor(text) ?? undefined);
  const sorted = bookings
    .map((booking) => ({ ...booking, endDate: new Date(booking.endDate), booking }))
    .sort(compareDiaryOrder);
  return bookingPage(sorted, {
    after: cursor(args.after),
    before: cursor(args.before),
    first: args.first,
    last: args.last,
    statuses: args.status,
  }).map(({ booking }) => booking);
}

export function diaryServer(state: DiaryServer) {
  return (call: RecordedCall): Response => {
    if (call.url === '/caregiver-app/me')
      return json(200, meReply({ isEmployee: state.isEmployee ?? false }));
    if (call.url === '/caregiver-app/contract-aggregate') return json(200, contractsReply);
    if (call.url === '/auth/token') {
      return json(200, {
        access_token: 'token',
        refresh_token: 'refresh',
        expires_in: 900,
        token_type: 'Bearer',
      });
    }
    if (call.url === '/definition/booking/cancellation-reasons') {
      const reasons = (party: string) =>
        ['illness', 'holiday', 'andere'].map((suffix) => ({
          key: `${party}_${suffix}`,
          label: { de: `${party}-${suffix}-de`, en: `${party}-${suffix}-en` },
        }));
      return json(200, {
        status: 200,
        data: {
          caregiver_cancelled_booking: reasons('caregiver'),
          customer_cancelled_booking: reasons('customer'),
        },
      });
    }
    if (call.url === '/graphql') {
      const { query, variables } = graphqlQuery(call);
      if (query.includes('query DiaryBookings')) {
        if ((state.listFailures ?? 0) > 0) {
          state.listFailures = (state.listFailures ?? 0) - 1;
          return json(200, {
            errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          });
        }
        const from = variables.from as string;
        return json(200, {
          data: {
            allBookings: pageOf(state.bookings, { after: from }),
            earlierUndocumented: pageOf(state.bookings, { before: from, status: ['CREATED'] }),
            earliest: pageOf(state.bookings, { before: from, last: 1 }),
          },
        });
      }
      if (query.includes('query EarlierDiaryBookings')) {
        if (state.isEarlierFailing) {
          return json(200, {
            errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          });
        }
        const { before, last } = variables as { before: string; last: number };
        return json(200, { data: { allBookings: pageOf(state.bookings, { before, last }) } });
      }
      if (query.includes('query ContractServices(')) {
        const subServices = state.contractServices ?? [];
        return json(200, { data: { contract: { serviceRequest: { subServices } } } });
      }
      if (query.includes('query Booking(')) {
        const found = state.bookings.find((booking) => booking.bookingId === variables.bookingId);
        return json(200, { data: { booking: found ?? null } });
      }
      // The dashboard, for tests that pass it: a caregiver with no figures yet, and the bookings
      // from today on (the server's page of `first` after `after`).
      if (query.includes('query Dashboard(')) {
        const after = typeof variables.after === 'string' ? variables.after : undefined;
        const first = typeof variables.first === 'number' ? variables.first : undefined;
        // spec 2 §6: employees see documented hours only.
        const caregiverStats = {
          ...noStats,
          monthlyDocumentedGrossEarningsInCents: state.isEmployee ? null : 0,
        };
        return json(200, {
          data: { caregiverStats, allBookings: pageOf(state.bookings, { after, first }) },
        });
      }
      // BadgeCounts asks for the created bookings only.
      const isBadges = query.includes('query BadgeCounts');
      const listed = isBadges ? pageOf(state.bookings, { status: ['CREATED'] }) : state.bookings;
      return json(200, { data: { allProposals: [], allBookings: listed } });
    }
    const isFirstBookingCall = call.url.startsWith('/caregiver-app/first-booking/');
    if (
      call.method === 'POST' &&
      (call.url.startsWith('/caregiver-app/booking') || isFirstBookingCall)
    ) {
      const answer = state.onCommand?.(call);
      if (answer) return answer;
      const removed = /\/(delete|cancel)\/(.+)$/.exec(call.url);
      if (removed) {
        state.bookings = state.bookings.filter((booking) => booking.bookingId !== removed[2]);
        return json(200, { status: 200, data: { booking_id: removed[2] } });
      }
      return json(201, { status: 201, data: {} });
    }
    return json(404, { status: 404, errorCode: 'NOT_FOUND' });
  };
}
