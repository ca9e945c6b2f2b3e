import type { ProposalView } from '../services/list-proposals.js';
import type { ScheduleView, SubServiceView } from '../services/service-request-view.js';
import type { ProposalDto, ScheduleDto, SubServiceDto } from './dto-schemas.js';

/** spec 1 §3 Schedule, snake_case. */
export function toScheduleDto(schedule: ScheduleView): ScheduleDto {
  return {
    date: schedule.date,
    duration_in_minutes: schedule.durationInMinutes,
    frequency: schedule.frequency,
    booking_type: schedule.bookingType,
    is_flexible: schedule.isFlexible,
    is_all_day: schedule.isAllDay,
    expected_appointment_schedule: {
      is_flexible: schedule.expectedAppointmentSchedule.isFlexible,
      preferences: schedule.expectedAppointmentSchedule.preferences,
    },
  };
}

export function toSubServiceDto(subService: SubServiceView): SubServiceDto {
  return {
    id: subService.id,
    sub_service_id: subService.subServiceId,
    label_de: subService.labelDe,
    label_en: subService.labelEn,
  };
}

/** spec 1 §7 GET /caregiver-app/proposal: ProposalDto (spec 1 §3 Proposal, snake_case). */
export function toProposalDto(view: ProposalView): ProposalDto {
  const receiver = view.careReceiver;
  return {
    service_request_id: view.serviceRequestId,
    status: view.status,
    expires_at: view.expiresAt.toISOString(),
    is_new_customer: view.isNewCustomer,
    description: view.description,
    care_receiver: {
      gender: receiver.gender,
      name: { first_name: receiver.name.firstName, last_name: receiver.name.lastName },
      age: receiver.age,
      care_degree: receiver.careDegree,
      address: {
        street: receiver.address.street,
        postal_code: receiver.address.postalCode,
        city: receiver.address.city,
      },
    },
    schedule: view.schedule && toScheduleDto(view.schedule),
    sub_services: view.subServices.map(toSubServiceDto),
    pricing: view.pricing && {
      gross_price_per_hour_in_cents: view.pricing.grossPricePerHourInCents,
    },
  };
}
