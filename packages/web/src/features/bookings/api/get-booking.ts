import type { BookingStatus, FirstBookingStatus, PaymentMethod } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { isApiError } from '../../../lib/api-error';
import { graphql, requestGraphql } from '../../../lib/graphql';
import type { HttpClient } from '../../../lib/http-client';
import { bookingQueryKeys } from './query-keys';

// spec 1 §7 booking(bookingId): one booking with everything the detail and edit screens show.
type BookingNode = {
  bookingId: string;
  contractId: string;
  startDate: string;
  endDate: string;
  status: BookingStatus;
  isFirstBooking: boolean;
  firstBookingStatus: FirstBookingStatus | null;
  pricing: {
    durationInMinutes: number;
    grossPricePerHourInCents: number;
    grossPriceInCents: number;
  } | null;
  /** Issue 12: a documented or invoiced visit's earnings; null for employees. */
  earnings: {
    grossInCents: number;
    commissionInCents: number;
    commissionVatInCents: number;
    netInCents: number;
    commissionRate: number;
  } | null;
  services: { id: string; labelDe: string; labelEn: string }[];
  otherServiceDescription: string | null;
  paymentMethod: PaymentMethod | null;
  surveyStatus: string | null;
  hasPaperBookingProof: boolean;
  hasCgConfirmationProof: boolean;
  contractIsActive: boolean;
  cancelationScheduledFor: string | null;
  careReceiver: {
    firstName: string;
    lastName: string;
    street: string;
    houseNumber: string | null;
    postalCode: string;
    city: string;
    latitude: number | null;
    longitude: number | null;
  } | null;
};

export const bookingDocument = graphql<{ booking: BookingNode | null }, { bookingId: string }>(`
  query Booking($bookingId: String!) {
    booking(bookingId: $bookingId) {
      bookingId
      contractId
      startDate
      endDate
      status
      isFirstBooking
      firstBookingStatus
      pricing {
        durationInMinutes
        grossPricePerHourInCents
        grossPriceInCents
      }
      earnings {
        grossInCents
        commissionInCents
        commissionVatInCents
        netInCents
        commissionRate
      }
      services {
        id
        labelDe
        labelEn
      }
      otherServiceDescription
      paymentMethod
      surveyStatus
      hasPaperBookingProof
      hasCgConfirmationProof
      contractIsActive
      cancelationScheduledFor
      careReceiver {
        firstName
        lastName
        street
        houseNumber
        postalCode
        city
        latitude
        longitude
      }
    }
  }
`);

export type BookingDetail = BookingNode;

/** Thrown when the booking is gone (deleted, cancelled, another caregiver's, or never was). */
export class BookingNotFoundError extends Error {
  constructor() {
    super('BOOKING_NOT_FOUND');
    this.name = 'BookingNotFoundError';
  }
}

const NOT_FOUND_CODES = new Set(['BOOKING_NOT_FOUND', 'BOOKING_INVALID_ID', 'NOT_FOUND']);

/** spec 1 §8: a missing booking (404, BOOKING_NOT_FOUND, an invalid id, null) is "deleted". */
export function isBookingNotFound(error: unknown): boolean {
  return (
    error instanceof BookingNotFoundError ||
    (isApiError(error) && (error.httpStatus === 404 || NOT_FOUND_CODES.has(error.errorCode)))
  );
}

export async function getBooking(
  client: HttpClient,
  bookingId: string,
  signal?: AbortSignal,
): Promise<BookingDetail> {
  const data = await requestGraphql(
    client,
    bookingDocument,
    { bookingId },
    signal ? { signal } : {},
  );
  if (data.booking === null) throw new BookingNotFoundError();
  return data.booking;
}

export function useBooking(bookingId: string) {
  const client = useHttpClient();
  return useQuery({
    queryKey: bookingQueryKeys.detail(bookingId),
    queryFn: ({ signal }) => getBooking(client, bookingId, signal),
  });
}
