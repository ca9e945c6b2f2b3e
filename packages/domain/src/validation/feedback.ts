import { z } from 'zod';
import {
  CARE_RECEIVER_MOODS,
  CUSTOMER_ENERGIES,
  FURTHER_APPOINTMENT_ANSWERS,
} from '../feedback/feedback-options.js';
import { oneOf, optionalFreeText, requiredText } from './common.js';
import { VALIDATION_SELECT_CHOICE } from './message-keys.js';

/**
 * spec 1 §7 GraphQL bookingFeedback (all strings). spec 1 §5: survey steps 1 (mood) and 2
 * (energy) require a choice; the texts are free text of at most 100 characters.
 */
export const bookingFeedbackSchema = z.object({
  bookingId: requiredText(),
  careReceiverMood: oneOf(CARE_RECEIVER_MOODS, VALIDATION_SELECT_CHOICE),
  careReceiverMoodAdditionalText: optionalFreeText(),
  customerEnergy: oneOf(CUSTOMER_ENERGIES, VALIDATION_SELECT_CHOICE),
  customerEnergyAdditionalText: optionalFreeText(),
  activitiesPerformed: optionalFreeText(),
});
export type BookingFeedbackInput = z.infer<typeof bookingFeedbackSchema>;

/** spec 1 §2 first-appointment feedback: further appointments yes, maybe or no. */
export const firstAppointmentFeedbackSchema = z.object({
  furtherAppointments: oneOf(FURTHER_APPOINTMENT_ANSWERS, VALIDATION_SELECT_CHOICE),
});
export type FirstAppointmentFeedbackInput = z.infer<typeof firstAppointmentFeedbackSchema>;
