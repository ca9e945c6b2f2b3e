import type { BookingStatus, FirstBookingStatus } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
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

export const diaryBookingsDocument = graphql<{ allBookings: DiaryBookingNode[] }>(`
  query DiaryBookings {
    allBookings {
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
  }
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

export async function getDiaryBookings(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<DiaryBooking[]> {
  const data = await requestGraphql(client, diaryBookingsDocument, {}, signal ? { signal } : {});
  return data.allBookings.map(toDiaryBooking);
}

export function useDiaryBookings() {
  const client = useHttpClient();
  return useQuery({
    queryKey: bookingQueryKeys.list,
    queryFn: ({ signal }) => getDiaryBookings(client, signal),
  });
}
