import type { Messages } from '../messages.js';

const cancellationReasons = {
  illness: 'Illness',
  holiday: 'Holiday',
  health_worsened: 'Health worsened',
  forgot_appointment: 'Forgot the appointment',
  appointment_cancelled: 'Appointment cancelled',
  care_receiver_refuses_help: 'Care receiver refuses help',
  travel_problems: 'Travel problems',
  family_emergency: 'Family emergency',
  change_in_work_planning: 'Change in work planning',
  andere: 'Other reason',
};

function prefixed(party: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cancellationReasons).map(([key, label]) => [`${party}_${key}`, label]),
  );
}

export const definitions = {
  proposal_decline_reason: {
    distance_too_large: 'Distance too large',
    too_many_hours_requested: 'Too many hours requested',
    requested_services_do_not_match: 'Requested services do not match',
    other: 'Other reason',
  },
  first_booking_decline_reason: {
    timing_issues: 'Timing issues',
    die_chemie_stimmt_nicht: 'The chemistry is not right',
    other_solution_found: 'Other solution found',
    no_binding_booking: 'No binding booking',
    different_type_of_caregiver_needed: 'A different type of caregiver is needed',
    customer_needs_different_services: 'Customer needs different services',
    customer_chose_different_company: 'Customer chose a different company',
    customer_did_not_want_to_book: 'Customer did not want to book',
    distance_too_far: 'Distance too far',
    customer_not_ready_yet: 'Customer is not ready yet',
    customer_not_reached: 'Customer not reached',
    other: 'Other reason',
  },
  different_caregiver: {
    gender: 'Gender',
    age: 'Age',
    insufficient_experience: 'Insufficient experience',
    language: 'Language',
    lacks_covid_vaccination: 'Lacks covid vaccination',
    other: 'Other reason',
  },
  confirmation_status_update_reason: {
    reason_not_reachable: 'Customer not reachable',
    reason_discuss_with_family: 'Customer is discussing it with the family',
    reason_timing_issues: 'Timing issues',
    reason_financing_unclear: 'Financing unclear',
    reason_customer_unsure: 'Customer is unsure',
    reason_other: 'Other reason',
    not_reachable: 'Not reachable',
  },
  customer_cancelled_booking: prefixed('customer'),
  caregiver_cancelled_booking: prefixed('caregiver'),
  education_and_qualification: {
    nursing_specialist: 'Registered nurse',
    geriatric_nurse: 'Geriatric nurse',
    nursing_assistant: 'Nursing assistant',
    care_assistant_53c: 'Care assistant (§53c SGB XI)',
    dementia_training: 'Dementia training',
    first_aid_course: 'First aid course',
  },
  experience_and_skill: {
    dementia_care: 'Dementia care',
    mobility_assistance: 'Mobility assistance',
    cooking: 'Cooking',
    housekeeping: 'Housekeeping',
    gardening: 'Gardening',
    pet_care: 'Pet care',
  },
  medical_condition: {
    dementia: 'Dementia',
    parkinsons: "Parkinson's disease",
    stroke: 'Stroke',
    diabetes: 'Diabetes',
    multiple_sclerosis: 'Multiple sclerosis',
    depression: 'Depression',
  },
  services: {
    everyday_assistance: 'Everyday assistance',
    companionship: 'Companionship',
    walks: 'Walks',
    accompanying_appointments: 'Accompanying to appointments',
    leisure_activities: 'Leisure activities',
    household_help: 'Household help',
    cleaning: 'Cleaning',
    laundry: 'Laundry',
    shopping: 'Shopping',
    cooking: 'Cooking',
    care_support: 'Care support',
    personal_hygiene: 'Personal hygiene',
    mobility: 'Mobility',
  },
} satisfies Messages['definitions'];
