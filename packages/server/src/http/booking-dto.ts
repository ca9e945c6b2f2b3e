import type { BookingView } from '../services/list-bookings.js';
import type { ContractView } from '../services/list-contracts.js';
import type { BookingDto, ContractDto } from './dto-schemas.js';
import { toScheduleDto, toSubServiceDto } from './proposal-dto.js';

/** spec 1 §7 BookingDto: snake_case, instants as ISO-8601 (the wire contract of issue 4). */
export function toBookingDto(view: BookingView): BookingDto {
  return {
    booking_id: view.bookingId,
    contract_id: view.contractId,
    start_date: view.startDate.toISOString(),
    end_date: view.endDate.toISOString(),
    status: view.status,
    is_first_booking: view.isFirstBooking,
    first_booking_status: view.firstBookingStatus,
    first_booking_confirmation_status: view.firstBookingConfirmationStatus,
    pricing: view.pricing && {
      duration_in_minutes: view.pricing.durationInMinutes,
      gross_price_per_hour_in_cents: view.pricing.grossPricePerHourInCents,
      gross_price_in_cents: view.pricing.grossPriceInCents,
    },
    services: view.services.map((service) => ({
      id: service.id,
      label_de: service.labelDe,
      label_en: service.labelEn,
    })),
    other_service_description: view.otherServiceDescription,
    payment_method: view.paymentMethod,
    survey_status: view.surveyStatus,
    paper_booking_proof: view.hasPaperBookingProof,
    cg_confirmation_proof: view.hasCgConfirmationProof,
    cu_confirmation_proof: view.hasCuConfirmationProof,
    cu_declaration_proof: view.hasCuDeclarationProof,
    care_receiver: {
      name: { first_name: view.careReceiver.firstName, last_name: view.careReceiver.lastName },
      address: {
        street: view.careReceiver.street,
        house_number: view.careReceiver.houseNumber,
        postal_code: view.careReceiver.postalCode,
        city: view.careReceiver.city,
        latitude: view.careReceiver.latitude,
        longitude: view.careReceiver.longitude,
      },
    },
    contract_is_active: view.contractIsActive,
    cancelation_scheduled_for: view.cancelationScheduledFor?.toISOString() ?? null,
  };
}

/**
 * spec 1 §7 contract-aggregate: ContractDto, everything the customer detail shows (spec 1 §2, §3).
 * The care receiver's name and address are objects as spec 1 §3 lists them (issue 39, record 0112).
 */
export function toContractDto(view: ContractView): ContractDto {
  const receiver = view.careReceiver;
  const confirmation = view.firstBookingConfirmationStatus;
  return {
    contract_id: view.contractId,
    created_at: view.createdAt.toISOString(),
    is_active: view.isActive,
    is_new_customer: view.isNewCustomer,
    has_fulfilled_booking: view.hasFulfilledBooking,
    payment_method: view.paymentMethod,
    cancelation_initiated_at: view.cancelationInitiatedAt?.toISOString() ?? null,
    cancelation_scheduled_for: view.cancelationScheduledFor?.toISOString() ?? null,
    confirmation_status: view.confirmationStatus,
    first_booking: view.firstBooking && {
      booking_id: view.firstBooking.bookingId,
      start_date: view.firstBooking.startDate.toISOString(),
      end_date: view.firstBooking.endDate.toISOString(),
      status: view.firstBooking.status,
    },
    first_booking_status: view.firstBookingStatus,
    first_booking_confirmation_status: confirmation && {
      reason: confirmation.reason,
      description: confirmation.description,
    },
    care_receiver: {
      name: { first_name: receiver.firstName, last_name: receiver.lastName },
      gender: receiver.gender,
      age: receiver.age,
      email: receiver.email,
      phone_number: receiver.phoneNumber,
      care_degree: receiver.careDegree,
      address: {
        street: receiver.street,
        house_number: receiver.houseNumber,
        postal_code: receiver.postalCode,
        city: receiver.city,
        additional_information: receiver.additionalInformation,
      },
      is_self_booker: receiver.isSelfBooker,
      payment_method: receiver.paymentMethod,
    },
    customer: view.customer && {
      name: { first_name: view.customer.firstName, last_name: view.customer.lastName },
      email: view.customer.email,
      phone_number: view.customer.phoneNumber,
    },
    service_request: view.serviceRequest && {
      description: view.serviceRequest.description,
      schedule: toScheduleDto(view.serviceRequest.schedule),
      sub_services: view.serviceRequest.subServices.map(toSubServiceDto),
    },
    pricing: view.pricing && {
      gross_customer_price_per_hour_in_cents: view.pricing.grossCustomerPricePerHourInCents,
      gross_caregiver_price_per_hour_in_cents: view.pricing.grossCaregiverPricePerHourInCents,
      commission_rate: view.pricing.commissionRate,
    },
    stats: {
      booking_count: view.stats.bookingCount,
      minute_count: view.stats.minuteCount,
      gross_earnings_in_cents: view.stats.grossEarningsInCents,
    },
    service_documentation: view.serviceDocumentation && {
      periods: view.serviceDocumentation.periods.map((period) => ({
        period_id: period.periodId,
        month: period.month,
        year: period.year,
      })),
    },
  };
}
