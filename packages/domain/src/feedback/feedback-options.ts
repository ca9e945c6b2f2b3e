// spec 1 §3 Feedback option lists; labels in the i18n area `labels.feedback*`.

export const FURTHER_APPOINTMENT_ANSWERS = ['YES', 'MAYBE', 'NO'] as const;
export type FurtherAppointmentAnswer = (typeof FURTHER_APPOINTMENT_ANSWERS)[number];

export const CARE_RECEIVER_MOODS = [
  'VERY_GOOD',
  'GOOD',
  'FAIR',
  'NOT_SO_WELL',
  'POOR',
  'LONELY',
  'SAD',
  'DETERIORATING_HEALTH',
] as const;
export type CareReceiverMood = (typeof CARE_RECEIVER_MOODS)[number];

export const CUSTOMER_ENERGIES = ['VERY_HIGH', 'HIGH', 'FAIR', 'NOT_SO_WELL', 'LOW'] as const;
export type CustomerEnergy = (typeof CUSTOMER_ENERGIES)[number];
