import type { Messages } from '../messages.js';

// Issue 14: documenting offline, the outbox and its sync screen.
export const sync = {
  TITLE: 'Sync queue',
  NAV_LABEL: 'Sync queue',
  BADGE_DESCRIPTION_one: '{{count}} action waiting to be sent',
  BADGE_DESCRIPTION_other: '{{count}} actions waiting to be sent',
  INTRO:
    'What you document without a connection stays on this device and is sent in order as soon as there is a connection again.',
  EMPTY: 'Nothing is waiting. Everything has been sent.',
  LOADING: 'Loading the queue …',
  LOAD_ERROR: 'The queue on this device could not be read.',
  SEND_NOW: 'Send now',
  RETRY: 'Send again',
  DISCARD: 'Discard',
  DISCARD_CONFIRM: 'Really discard? The documentation will be lost.',
  CLEAR_DONE: 'Hide sent',
  STATE_waiting: 'Waiting',
  STATE_sending: 'Sending',
  STATE_done: 'Sent',
  STATE_failed: 'Failed',
  KIND_fulfil: 'Documentation',
  KIND_paper: 'Photo of the proof of service',
  KIND_cu_confirmation: 'Confirmation signature',
  KIND_cu_declaration: 'Assignment signature',
  KIND_cg_confirmation: 'Caregiver signature',
  SAVED_AT: 'Recorded {{time}}',
  ATTEMPTS_one: '{{count}} attempt',
  ATTEMPTS_other: '{{count}} attempts',
  WHAT_TO_DO_CONFLICT:
    'The booking has changed meanwhile. Check it and document it again if needed; then you can discard this entry.',
  WHAT_TO_DO_RETRY: 'Try again later.',
  SIGN_IN_AGAIN:
    'Your sign-in has expired. Sign in again and the queue will be sent. Nothing is lost.',
  OFFLINE: 'No connection. It will be sent as soon as you are back online.',
  OFFLINE_BANNER: 'Offline – data as of {{time}}',
  OFFLINE_BANNER_NO_DATA: 'Offline – no data has been kept on this device yet.',
  QUEUED: 'Saved without a connection. It will be sent as soon as you are back online.',
  PRECEDING_FAILED: 'An earlier action of this booking was refused; this one waits for it.',
  KEEP: 'Keep',
  BOOKING_LABEL: '{{name}}, {{date}}',
  // Issue 39: what waits on the device shows as waiting, and what needs a connection says so.
  WAITING_TITLE: 'Documentation waiting to be sent',
  WAITING_TEXT:
    'You documented this appointment on this device. It is sent as soon as you are back online; until then it shows what you entered.',
  WAITING_FAILED_TEXT:
    'You documented this appointment on this device, but sending it was refused. The queue shows why.',
  TO_QUEUE: 'Open the queue',
  SERVICES_CHOSEN_one: '{{count}} service chosen',
  SERVICES_CHOSEN_other: '{{count}} services chosen',
  OFFLINE_UNAVAILABLE: 'Not available offline – this needs a connection.',
  TO_VISIT: 'To the appointment',
} satisfies Messages['sync'];
