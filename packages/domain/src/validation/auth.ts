import { z } from 'zod';

// spec 2 §5. Messages are i18n keys; the app translates them, the server answers them as codes.
export const VALIDATION_REQUIRED = 'VALIDATION_REQUIRED';
export const VALIDATION_EMAIL = 'VALIDATION_EMAIL';
export const VALIDATION_PASSWORD_MIN_LENGTH = 'VALIDATION_PASSWORD_MIN_LENGTH';
export const VALIDATION_PASSWORDS_MUST_MATCH = 'VALIDATION_PASSWORDS_MUST_MATCH';
export const PASSWORD_MIN_LENGTH = 6;

const required = () => z.string({ error: VALIDATION_REQUIRED }).trim().min(1, VALIDATION_REQUIRED);

export const loginSchema = z.object({
  username: required(),
  password: z.string({ error: VALIDATION_REQUIRED }).min(1, VALIDATION_REQUIRED),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const requestPasswordResetSchema = z.object({
  email: required().pipe(z.email(VALIDATION_EMAIL)),
});
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const newPasswordSchema = z
  .object({
    password: z
      .string({ error: VALIDATION_REQUIRED })
      .min(1, VALIDATION_REQUIRED)
      .min(PASSWORD_MIN_LENGTH, VALIDATION_PASSWORD_MIN_LENGTH),
    passwordConfirmation: z.string({ error: VALIDATION_REQUIRED }).min(1, VALIDATION_REQUIRED),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: VALIDATION_PASSWORDS_MUST_MATCH,
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
