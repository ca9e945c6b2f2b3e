import type { Messages } from '../messages.js';

export const push = {
  NEW_PROPOSAL_TITLE: 'New proposal',
  NEW_PROPOSAL_BODY: 'A new customer in {{city}} has been proposed to you.',
  CONTRACT_WAS_CREATED_TITLE: 'New contract',
  CONTRACT_WAS_CREATED_BODY:
    'Your new customer in {{city}} is waiting for your call within 24 hours.',
  DOCUMENT_BOOKING_TITLE: 'Document your visit',
  DOCUMENT_BOOKING_BODY: 'Your visit on {{date}} is not documented yet.',
  FIRST_CALL_TITLE: 'First call missing',
  FIRST_CALL_BODY: 'Please call your new customer in {{city}}: {{hours}} hours left.',
  PROPOSAL_EXPIRES_TITLE: 'Proposal expiring',
  PROPOSAL_EXPIRES_BODY: 'A proposal in {{city}} expires soon. Please answer it.',
  // Issue 12, spec 2 §4: the check on the 3rd found no service documentation.
  SERVICE_DOCUMENTATION_OVERDUE_TITLE: 'Service documentation missing',
  SERVICE_DOCUMENTATION_OVERDUE_BODY:
    'The service documentation for {{month}} is still missing. Please upload it now.',
  // Issue 40: the provider plans an employee's visits (booking_planned opens the booking).
  BOOKING_PLANNED_TITLE: 'New visit',
  BOOKING_PLANNED_BODY: 'A visit on {{date}} at {{time}} in {{city}} has been planned for you.',
  BOOKING_SERIES_PLANNED_BODY:
    '{{count}} visits from {{date}} at {{time}} in {{city}} have been planned for you.',
  BOOKING_MOVED_TITLE: 'Visit moved',
  BOOKING_MOVED_BODY: 'Your visit in {{city}} is now on {{date}} at {{time}}.',
  BOOKING_CANCELLED_TITLE: 'Visit cancelled',
  BOOKING_CANCELLED_BODY: 'Your visit on {{date}} at {{time}} in {{city}} has been cancelled.',
  DAILY_MAIL_SUBJECT: 'Careport: your reminders',
  DAILY_MAIL_INTRO: 'Hello {{firstName}}, this is waiting for you in Careport:',
  CARD_TITLE: 'Notifications',
  CARD_TEXT:
    'Careport lets you know about new proposals, new contracts and undocumented visits, even when the app is closed.',
  CARD_ENABLE: 'Turn on notifications',
  CARD_LATER: 'Later',
  IOS_HINT:
    'On iPhone: tap "Share" and "Add to Home Screen", open Careport from there, then turn on notifications.',
  UNSUPPORTED: 'This browser cannot receive notifications.',
  DENIED: 'Notifications are blocked for Careport. You can allow them in the browser settings.',
  SWITCH_LABEL: 'Notifications on this device',
  SWITCH_ERROR: 'That did not work. Please try again.',
} satisfies Messages['push'];
