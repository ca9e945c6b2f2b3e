import { VALIDATION_REQUIRED } from './message-keys.js';

// spec 2 §5: the login form's rules. Plain functions rather than a zod schema like the other
// forms': the login screen is the first one a visitor loads, and zod does not fit its JavaScript
// budget (issue 5 §3). The server does not read this form (it takes the OAuth password grant).
export type LoginInput = { username: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** Username (after trimming) and password are both required; the message key of each failing field. */
export function validateLogin(values: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  if (values.username.trim() === '') errors.username = VALIDATION_REQUIRED;
  if (values.password === '') errors.password = VALIDATION_REQUIRED;
  return errors;
}

/** What is sent: the username trimmed, the password as typed. */
export function toLoginInput(values: LoginInput): LoginInput {
  return { username: values.username.trim(), password: values.password };
}
