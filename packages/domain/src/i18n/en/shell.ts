import type { Messages } from '../messages.js';

export const shell = {
  SKIP_TO_CONTENT: 'Skip to content',
  MAIN_MENU: 'Main menu',
  TAB_BAR: 'Quick access',
  OPEN_MENU: 'Open menu',
  CLOSE_MENU: 'Close menu',
  NAV_DASHBOARD: 'Dashboard',
  NAV_CUSTOMERS: 'Customers',
  NAV_BOOKINGS: 'Diary',
  NAV_ACCOUNT: 'Account',
  LOGOUT: 'Logout',
  OPEN_PROPOSALS_one: '{{badge}} open proposal',
  OPEN_PROPOSALS_other: '{{badge}} open proposals',
  UNDOCUMENTED_BOOKINGS_one: '{{badge}} booking not documented yet',
  UNDOCUMENTED_BOOKINGS_other: '{{badge}} bookings not documented yet',
  LANGUAGE_LABEL: 'Language',
  LOADING: 'Loading Careport …',
  START_ERROR_TITLE: 'Careport could not start',
  START_ERROR_MESSAGE:
    'The server cannot be reached right now. Please check your internet connection and try again.',
  RETRY: 'Try again',
  PAGE_ERROR_TITLE: 'Something went wrong here',
  PAGE_ERROR_MESSAGE: 'This page could not be shown. Reload the app to try again.',
  RELOAD: 'Reload',
  NOT_FOUND_TITLE: 'Page not found',
  NOT_FOUND_MESSAGE: 'This page does not exist (any more). Perhaps its address has changed.',
  BACK_TO_DASHBOARD: 'Go to the dashboard',
  COMING_SOON: 'Coming soon',
  GREETING: 'Hello {{firstName}}!',
  DASHBOARD_COMING:
    'Soon you will see your next appointment, new proposals, your statistics and your upcoming bookings here at a glance.',
  CUSTOMERS_COMING:
    'Soon your customers and their contracts will appear here, with new proposals to accept or decline and the monthly service documentation.',
  BOOKINGS_COMING:
    'Soon your bookings will appear here: the upcoming ones to plan and the past ones to document.',
  ACCOUNT_COMING:
    'Soon you will also manage your profile, availability and absences, contact, bank and tax details, invoices and referral code here, and find the help center.',
  ACCOUNT_DETAILS: 'Your details',
  NAME_LABEL: 'Name',
  EMAIL_LABEL: 'E-mail address',
  EMPLOYMENT_LABEL: 'Employment',
  EMPLOYED: 'Employed by Careport',
  INDEPENDENT: 'Independent',
  REVISION_LABEL: 'App version',
} satisfies Messages['shell'];
