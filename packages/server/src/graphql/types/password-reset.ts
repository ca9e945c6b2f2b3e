import { requestPasswordReset } from '../../services/request-password-reset.js';
import { resetPassword } from '../../services/reset-password.js';
import { builder } from '../builder.js';

const PasswordResetResult = builder.objectRef<{ status: 'OK' }>('PasswordResetResult').implement({
  description: 'spec 2 §4: password reset request and reset each return a status.',
  fields: (t) => ({ status: t.exposeString('status') }),
});

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    environment: t.string({
      required: false,
      description: 'Where the request comes from, e.g. "web".',
    }),
  }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    token: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

// Both mutations work without a token (spec 2 §2: the reset screens are logged-out screens).
builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: PasswordResetResult,
    description: 'Always status OK, so nobody learns whether an address is registered.',
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    resolve: (_root, { input }, context) => requestPasswordReset(context.deps, input),
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: PasswordResetResult,
    description:
      'Sets a new password with the mailed token (single use, 60 minutes); otherwise the error ' +
      'code PASSWORD_RESET_TOKEN_INVALID.',
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: (_root, { input }, context) => resetPassword(context.deps, input),
  }),
);
