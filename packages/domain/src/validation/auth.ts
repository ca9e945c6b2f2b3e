import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  VALIDATION_EMAIL,
  VALIDATION_PASSWORD_MIN_LENGTH,
  VALIDATION_PASSWORDS_MUST_MATCH,
  VALIDATION_REQUIRED,
} from './message-keys.js';
import { cleanText, requiredText } from './common.js';

// spec 2 §5. Messages are i18n keys (message-keys.ts); the app translates them, the server
// answers them as codes.

export const requestPasswordResetSchema = z.object({
  email: requiredText().pipe(z.email(VALIDATION_EMAIL)),
});
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const newPasswordSchema = z
  .object({
    password: cleanText()
      .min(1, VALIDATION_REQUIRED)
      .min(PASSWORD_MIN_LENGTH, VALIDATION_PASSWORD_MIN_LENGTH),
    passwordConfirmation: cleanText().min(1, VALIDATION_REQUIRED),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: VALIDATION_PASSWORDS_MUST_MATCH,
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
