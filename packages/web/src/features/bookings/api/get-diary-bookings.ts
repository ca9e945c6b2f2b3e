import type { BookingStatus, FirstBookingStatus } from '@careport/domain';
import {
  bookingCursorOf,
  compareDiaryOrder,
  diaryWindowCursor,
  DIARY_EARLIER_PAGE,
} from '@careport/domain';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import type { HttpClient } from '../../../lib/http-client';
import { bookingQueryKeys } from './query-keys';

// spec 1 §7 allBookings: ONE request for the diary's first screen (issue 4 "Speed"); the reminder
// modal and the add/edit form's overlap count read the same cached answer.
type DiaryBookingNode = {
  bookingId: string;
  contractId: string;
  startDate: string;
  endDate: string;
  status: BookingStatus;
  isFirstBooking: boolean;
  firstBookingStatus: FirstBookingStatus | null;
  surveyStatus: string | null;
  hasCgConfirmationProof: boolean;
  contractIsActive: boolean;
  careReceiver: { firstName: string; lastName: string } | null;
};

/** What a diary entry shows, for both of the diary's documents. */
const DIARY_BOOKING_FIELDS = `
  fragment DiaryBookingFields on Booking {
    bookingId
    contractId
    startDate
    endDate
    status
    isFirstBooking
    firstBookingStatus
    surveyStatus
    hasCgConfirmationProof
    contractIsActive
    careReceiver {
      firstName
      lastName
    }
  }
`;

// Issue 43: the last twelve months and what is ahead (domain diaryWindowCursor), the undocumented
// ones of any age (the Past tab's badge and the reminder count them all), and whether anything
// older exists; older bookings come a page at a time from the end of the Past tab
// (docs/decisions/0128-the-diary-loads-a-year-and-pages-back.md).
export const diaryBookingsDocument = graphql<
  {
    allBookings: DiaryBookingNode[];
    earlierUndocumented: DiaryBookingNode[];
    earliest: { bookingId: string }[];
  },
  { from: string }
>(`
  query DiaryBookings($from: String!) {
    allBookings(after: $from) {
      ...DiaryBookingFields
    }
    earlierUndocumented: allBookings(before: $from, status: [CREATED]) {
      ...DiaryBookingFields
    }
    earliest: allBookings(before: $from, last: 1) {
      bookingId
    }
  }
  ${DIARY_BOOKING_FIELDS}
`);

export const earlierDiaryBookingsDocument = graphql<
  { allBookings: DiaryBookingNode[] },
  { before: string; last: number }
>(`
  query EarlierDiaryBookings($before: String!, $last: Int!) {
    allBookings(before: $before, last: $last) {
      ...DiaryBookingFields
    }
  }
  ${DIARY_BOOKING_FIELDS}
`);

/** A diary entry, in the shape the domain's list rules read. */
export type DiaryBooking = Omit<DiaryBookingNode, 'hasCgConfirmationProof'> & {
  /** spec 1 §4 reads whether the caregiver's proof is empty; only its presence comes over. */
  cgConfirmationProof: string | null;
};

export function toDiaryBooking(node: DiaryBookingNode): DiaryBooking {
  const { hasCgConfirmationProof, ...rest } = node;
  return { ...rest, cgConfirmationProof: hasCgConfirmationProof ? 'present' : null };
}

/**
 * A page of the diary, in its order: the first load (the window and the undocumented before it),
 * or one of older bookings. `earlier`: where the next older page starts, null when there is none.
 */
export type DiaryPage = { bookings: DiaryBooking[]; earlier: string | null };

/** The first load's page parameter; every older page's is the cursor it ends before. */
type DiaryPageParam = string | null;

/** The first page of the diary: the window from twelve months back (issue 43). */
export async function getDiaryBookings(
  client: HttpClient,
  now: Date,
  signal?: AbortSignal,
): Promise<DiaryPage> {
  const from = diaryWindowCursor(now);
  const data = await requestGraphql(
    client,
    diaryBookingsDocument,
    { from },
    signal ? { signal } : {},
  );
  return {
    bookings: [...data.earlierUndocumented, ...data.allBookings].map(toDiaryBooking),
    earlier: data.earliest.length > 0 ? from : null,
  };
}

async function getEarlierDiaryBookings(
  client: HttpClient,
  before: string,
  signal?: AbortSignal,
): Promise<DiaryPage> {
  const data = await requestGraphql(
    client,
    earlierDiaryBookingsDocument,
    { before, last: DIARY_EARLIER_PAGE },
    signal ? { signal } : {},
  );
  const oldest = data.allBookings[0];
  return {
    bookings: data.allBookings.map(toDiaryBooking),
    earlier:
      oldest && data.allBookings.length === DIARY_EARLIER_PAGE
        ? bookingCursorOf({ endDate: new Date(oldest.endDate), bookingId: oldest.bookingId })
        : null,
  };
}

/** The first load as the query keeps it: what the server's first screen hands over too. */
export function firstDiaryData(page: DiaryPage): InfiniteData<DiaryPage, DiaryPageParam> {
  return { pages: [page], pageParams: [null] };
}

/**
 * The loaded pages as one list in the diary's order. An older page repeats the undocumented the
 * first one brought already; each booking is listed once. Module-level, so the query keeps its
 * result while the pages stay the same.
 */
function allLoaded(data: InfiniteData<DiaryPage, DiaryPageParam>): DiaryBooking[] {
  if (data.pages.length === 1) return data.pages[0]?.bookings ?? [];
  const byId = new Map<string, DiaryBooking>();
  for (const page of data.pages)
    for (const booking of page.bookings) byId.set(booking.bookingId, booking);
  const keyed = [...byId.values()].map((booking) => ({
    booking,
    bookingId: booking.bookingId,
    endDate: new Date(booking.endDate),
  }));
  keyed.sort(compareDiaryOrder);
  return keyed.map(({ booking }) => booking);
}

/** Every loaded booking changed by `change` (a local update after a write, before the refetch). */
export function updateDiaryBookings(
  queryClient: QueryClient,
  change: (bookings: DiaryBooking[]) => DiaryBooking[],
): void {
  queryClient.setQueryData<InfiniteData<DiaryPage, DiaryPageParam>>(
    bookingQueryKeys.list,
    (data) =>
      data === undefined
        ? undefined
        : {
            ...data,
            pages: data.pages.map((page) => ({ ...page, bookings: change(page.bookings) })),
          },
  );
}

/**
 * The diary's loaded bookings, in its order: the window, and older pages once the Past tab asks
 * for them (`fetchNextPage`; `hasNextPage` while there are older ones).
 */
export function useDiaryBookings() {
  const client = useHttpClient();
  return useInfiniteQuery({
    queryKey: bookingQueryKeys.list,
    queryFn: ({ pageParam, signal }) =>
      pageParam === null
        ? getDiaryBookings(client, new Date(), signal)
        : getEarlierDiaryBookings(client, pageParam, signal),
    initialPageParam: null as DiaryPageParam,
    getNextPageParam: (last) => last.earlier ?? undefined,
    select: allLoaded,
  });
}
