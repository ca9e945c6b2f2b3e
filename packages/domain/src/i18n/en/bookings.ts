import type { Messages } from '../messages.js';

export const bookings = {
  LABEL_INVOICED: 'invoiced',
  LABEL_SURVEY_NEEDED: 'survey needed',
  LABEL_MISSING_SURVEY_AND_BOOKING_ON_PAPER: 'missing survey and booking on paper',
  LABEL_SIGNED_VIA_PAPER: 'signed via paper',
  LABEL_UNDOCUMENTED: 'undocumented',
  LABEL_FIRST_BOOKING_UNCONFIRMED: 'first booking unconfirmed',
  LABEL_FIRST_BOOKING_CONFIRMED: 'first booking confirmed',
  LABEL_FIRST_BOOKING_DECLINED: 'first booking declined',
  LABEL_WAITING_TO_SEND: 'waiting to be sent',
  TAB_UPCOMING: 'Upcoming',
  TAB_PAST: 'Past',
  DOCUMENT_NOW: 'document now',
  LATER: 'Later',
  REMINDER_TITLE: 'Undocumented appointments',
  REMINDER_TEXT: 'These past appointments are not documented yet.',
  DURATION_WARNING: 'please check if this is correct',
  DURATION_ERROR: 'Please change the time frame',
  OVERLAP_COUNT_one: 'Overlaps {{count}} appointment',
  OVERLAP_COUNT_other: 'Overlaps {{count}} appointments',
  COLLABORATION_ENDS_ON: 'collaboration ends on {{date}}',
} satisfies Messages['bookings'];
