import type { Messages } from '../messages.js';

export const validation = {
  VALIDATION_REQUIRED: 'Required',
  VALIDATION_EMAIL: 'E-Mail address is invalid',
  VALIDATION_PASSWORD_MIN_LENGTH: 'The password must be at least 6 characters long',
  VALIDATION_PASSWORDS_MUST_MATCH: 'Passwords must match',
} satisfies Messages['validation'];
