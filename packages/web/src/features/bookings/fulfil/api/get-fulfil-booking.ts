import type { BookingStatus, PaymentMethod } from '@careport/domain';
import { BOOKING_STATUSES, isPaymentMethod } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../../lib/api-context';
import type { HttpClient } from '../../../../lib/http-client';

// spec 1 §7 GET /caregiver-app/booking/{id}: the booking being documented, as BookingDto. Only
// the fields documenting needs are read; the rest of the DTO passes unchecked.
export const bookingDtoSchema = z.object({
  booking_id: z.string(),
  contract_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(BOOKING_STATUSES),
  is_first_booking: z.boolean(),
  pricing: z
    .object({ duration_in_minutes: z.number(), gross_price_in_cents: z.number() })
    .nullish(),
  services: z.array(z.object({ id: z.string(), label_de: z.string(), label_en: z.string() })),
  other_service_description: z.string().nullish(),
  payment_method: z.string().nullish(),
  survey_status: z.string().nullish(),
  paper_booking_proof: z.boolean().nullish(),
  cg_confirmation_proof: z.boolean().nullish(),
  care_receiver: z
    .object({
      name: z.object({ first_name: z.string(), last_name: z.string() }),
      address: z
        .object({
          street: z.string().nullish(),
          house_number: z.string().nullish(),
          postal_code: z.string().nullish(),
          city: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

export type FulfilBooking = {
  bookingId: string;
  contractId: string;
  startDate: string;
  endDate: string;
  status: BookingStatus;
  isFirstBooking: boolean;
  /** null for employees (spec 1 §6: no prices). */
  grossPriceInCents: number | null;
  services: { id: string; labelDe: string; labelEn: string }[];
  otherServiceDescription: string | null;
  paymentMethod: PaymentMethod | null;
  surveyStatus: string | null;
  hasPaperBookingProof: boolean;
  hasCgConfirmationProof: boolean;
  careReceiverName: string;
  address: string;
};

export function toFulfilBooking(dto: z.infer<typeof bookingDtoSchema>): FulfilBooking {
  const receiver = dto.care_receiver;
  const address = receiver?.address;
  const street = [address?.street, address?.house_number].filter(Boolean).join(' ');
  const city = [address?.postal_code, address?.city].filter(Boolean).join(' ');
  return {
    bookingId: dto.booking_id,
    contractId: dto.contract_id,
    startDate: dto.start_date,
    endDate: dto.end_date,
    status: dto.status,
    isFirstBooking: dto.is_first_booking,
    grossPriceInCents: dto.pricing?.gross_price_in_cents ?? null,
    services: dto.services.map((s) => ({ id: s.id, labelDe: s.label_de, labelEn: s.label_en })),
    otherServiceDescription: dto.other_service_description ?? null,
    // An unknown method reads as none: the flow then routes as 'otherwise' (spec 1 §4).
    paymentMethod: isPaymentMethod(dto.payment_method) ? dto.payment_method : null,
    surveyStatus: dto.survey_status ?? null,
    hasPaperBookingProof: dto.paper_booking_proof === true,
    hasCgConfirmationProof: dto.cg_confirmation_proof === true,
    careReceiverName: receiver ? `${receiver.name.first_name} ${receiver.name.last_name}` : '',
    address: [street, city].filter((part) => part !== '').join(', '),
  };
}

export const fulfilBookingQueryKey = (bookingId: string) =>
  ['caregiver-app', 'booking', bookingId, 'fulfil'] as const;

export async function getFulfilBooking(
  client: HttpClient,
  bookingId: string,
  signal?: AbortSignal,
): Promise<FulfilBooking> {
  const reply = await client.request<unknown>({
    path: `/caregiver-app/booking/${encodeURIComponent(bookingId)}`,
    ...(signal ? { signal } : {}),
  });
  return toFulfilBooking(z.object({ data: bookingDtoSchema }).parse(reply).data);
}

export function useFulfilBooking(bookingId: string) {
  const client = useHttpClient();
  return useQuery({
    queryKey: fulfilBookingQueryKey(bookingId),
    queryFn: ({ signal }) => getFulfilBooking(client, bookingId, signal),
    // Documenting needs the booking as it is now, not a cached copy.
    staleTime: 0,
  });
}
