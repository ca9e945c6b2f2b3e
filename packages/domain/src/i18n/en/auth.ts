import type { Messages } from '../messages.js';

export const auth = {
  LOGIN_TITLE: 'Sign in',
  LOGIN_INTRO: 'Welcome to Careport! Sign in with your e-mail address.',
  USERNAME_LABEL: 'E-mail address',
  PASSWORD_LABEL: 'Password',
  SHOW_PASSWORD: 'Show password',
  LOGIN_SUBMIT: 'Sign in',
  LOGIN_FAILED_TITLE: 'Sign-in failed',
  APPLICATION_NOT_COMPLETED:
    'Your application is not complete yet. Complete it in the applicant portal; then you can sign in here.',
  FORGOT_PASSWORD_LINK: 'Forgot your password?',
  NO_ACCOUNT: 'Not with Careport yet?',
  APPLY_LINK: 'Apply as a caregiver',
  OPENS_IN_NEW_TAB: '(opens in a new tab)',
  PASSWORD_CHANGED_TITLE: 'Password changed',
  PASSWORD_CHANGED_MESSAGE: 'Your password has been changed. You can now sign in with the new one.',
  REQUEST_RESET_TITLE: 'Reset your password',
  REQUEST_RESET_INTRO:
    "Enter your account's e-mail address. We will send you a link to set a new password.",
  EMAIL_LABEL: 'E-mail address',
  REQUEST_RESET_SUBMIT: 'Send link',
  REQUEST_RESET_SENT_TITLE: 'Check your inbox',
  REQUEST_RESET_SENT_MESSAGE:
    'If {{email}} is known to us, we have sent you a link to reset your password. Please check your spam folder too.',
  REQUEST_FAILED_TITLE: 'That did not work',
  BACK_TO_LOGIN: 'Back to sign-in',
  NEW_PASSWORD_TITLE: 'Set a new password',
  NEW_PASSWORD_INTRO: 'Choose a new password for {{email}}. It must be at least 6 characters long.',
  NEW_PASSWORD_LABEL: 'New password',
  NEW_PASSWORD_CONFIRMATION_LABEL: 'Repeat the new password',
  NEW_PASSWORD_SUBMIT: 'Save password',
  REQUEST_NEW_LINK: 'Request a new link',
  // Issue 14: on the sign-in screen, documentation kept from a session that ended.
  PENDING_OUTBOX_one: '{{count}} action is waiting on this device. Sign in and it will be sent.',
  PENDING_OUTBOX_other:
    '{{count}} actions are waiting on this device. Sign in and they will be sent.',
} satisfies Messages['auth'];
