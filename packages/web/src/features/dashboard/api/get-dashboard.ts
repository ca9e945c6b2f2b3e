import {
  dashboardBookingsPage,
  dashboardStatsAsOf,
  dashboardStatsWindow,
  type BookingStatus,
} from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';

// spec 2 §7 dashboard stats (startDate 4 months back, splitDate now) with the bookings the
// dashboard's cards show (spec 2 §2), in one request. Issue 43: only the page of bookings from
// the start of today on (domain dashboardBookingsPage), not the whole history.
export type DashboardStats = {
  customerSatisfactionScore: number | null;
  monthlyDocumentedDurationInMinutes: number;
  monthlyDocumentedGrossEarningsInCents: number | null;
  averageMinutesToFirstCall: number | null;
  previousAverageMinutesToFirstCall: number | null;
  proposalResponseRate: number | null;
  previousProposalResponseRate: number | null;
};

export type DashboardBooking = {
  bookingId: string;
  startDate: string;
  endDate: string;
  status: BookingStatus;
  careReceiver: {
    firstName: string;
    lastName: string;
    street: string;
    houseNumber: string | null;
    postalCode: string;
    city: string;
  } | null;
};

export const dashboardDocument = graphql<
  { caregiverStats: DashboardStats; allBookings: DashboardBooking[] },
  { startDate: string; splitDate: string; first: number; after: string }
>(`
  query Dashboard($startDate: DateTime!, $splitDate: DateTime!, $first: Int!, $after: String!) {
    caregiverStats(startDate: $startDate, splitDate: $splitDate) {
      customerSatisfactionScore
      monthlyDocumentedDurationInMinutes
      monthlyDocumentedGrossEarningsInCents
      averageMinutesToFirstCall
      previousAverageMinutesToFirstCall
      proposalResponseRate
      previousProposalResponseRate
    }
    allBookings(first: $first, after: $after) {
      bookingId
      startDate
      endDate
      status
      careReceiver {
        firstName
        lastName
        street
        houseNumber
        postalCode
        city
      }
    }
  }
`);

export const dashboardQueryKey = ['graphql', 'dashboard'] as const;

export function useDashboard() {
  const client = useHttpClient();
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => {
      const now = new Date();
      const { startDate, splitDate } = dashboardStatsWindow(dashboardStatsAsOf(now));
      return requestGraphql(
        client,
        dashboardDocument,
        {
          startDate: startDate.toISOString(),
          splitDate: splitDate.toISOString(),
          ...dashboardBookingsPage(now),
        },
        { signal },
      );
    },
  });
}
