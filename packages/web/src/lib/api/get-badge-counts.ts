import type { BookingStatus, FirstBookingStatus, ProposalStatus } from '@careport/domain';
import { countOpenProposals, countUndocumented, isHiddenInBookingList } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../api-context';
import { graphql, requestGraphql } from '../graphql';
import type { HttpClient } from '../http-client';

// spec 2 §2: the customers tab's badge counts open proposals, the diary's undocumented bookings.
// One query for both; screens that change proposals or bookings invalidate badgeCountsQueryKey.
// Only the created bookings (issue 43): the undocumented are among them, and they are what is
// ahead and what is left to document, not the whole history.
export const badgeCountsDocument = graphql<{
  allProposals: { serviceRequestId: string; status: ProposalStatus; expiresAt: string }[];
  allBookings: {
    bookingId: string;
    status: BookingStatus;
    endDate: string;
    isFirstBooking?: boolean;
    firstBookingStatus?: FirstBookingStatus | null;
    contractIsActive?: boolean;
  }[];
}>(`
  query BadgeCounts {
    allProposals {
      serviceRequestId
      status
      expiresAt
    }
    allBookings(status: [CREATED]) {
      bookingId
      status
      endDate
      isFirstBooking
      firstBookingStatus
      contractIsActive
    }
  }
`);

export type BadgeCounts = { openProposals: number; undocumentedBookings: number };

export const badgeCountsQueryKey = ['graphql', 'badge-counts'] as const;

export async function getBadgeCounts(client: HttpClient, signal?: AbortSignal) {
  return requestGraphql(client, badgeCountsDocument, {}, signal ? { signal } : {});
}

/** The counts, computed at the time of rendering (a proposal may expire while cached). */
export function useBadgeCounts(): BadgeCounts | undefined {
  const client = useHttpClient();
  const { data } = useQuery({
    queryKey: badgeCountsQueryKey,
    queryFn: ({ signal }) => getBadgeCounts(client, signal),
  });
  if (data === undefined) return undefined;
  const now = new Date();
  return {
    // spec 1 §2: open proposals only; an accepted one awaits the customer and needs no answer.
    openProposals: countOpenProposals(data.allProposals, now),
    // The diary's Past tab counts the same: bookings it hides (spec 1 §4) are not counted.
    undocumentedBookings: countUndocumented(
      data.allBookings.filter(
        (booking) =>
          !isHiddenInBookingList(
            {
              isFirstBooking: booking.isFirstBooking ?? false,
              firstBookingStatus: booking.firstBookingStatus ?? null,
            },
            { isActive: booking.contractIsActive ?? true },
          ),
      ),
      now,
    ),
  };
}
