import type { Messages } from '../messages.js';

export const firstBooking = {
  STATUS_BAR_UNCONFIRMED: 'First appointment not confirmed yet',
  STATUS_BAR_CONFIRMED_TODAY: 'confirmed today',
  STATUS_BAR_ATTENTION: 'Attention: the first appointment has passed. How does it go on?',
  STATUS_BAR_CONFIRMED: 'First appointment confirmed',
  CHOICE_CONFIRMED: 'Yes, there will be follow-up appointments',
  CHOICE_DEFERRED: 'Maybe',
  CHOICE_REJECTED: 'No, the collaboration ends',
  CHOICE_CONFIRM_DIALOG: 'Are you sure?',
  FOLLOW_UP_QUESTION: 'Will there be follow-up appointments?',
} satisfies Messages['firstBooking'];
