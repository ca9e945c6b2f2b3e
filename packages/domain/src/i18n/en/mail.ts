import type { Messages } from '../messages.js';

export const mail = {
  PASSWORD_RESET_SUBJECT: 'Careport: reset your password',
  PASSWORD_RESET_GREETING: 'Hello {{firstName}},',
  PASSWORD_RESET_INTRO:
    'you asked to reset your Careport password. Use this link to set a new password:',
  PASSWORD_RESET_VALIDITY: 'The link is valid for {{minutes}} minutes and can be used only once.',
  PASSWORD_RESET_IGNORE:
    'If this was not you, you can ignore this e-mail. Your password stays unchanged.',
  PASSWORD_RESET_BUTTON: 'Set a new password',
  SIGNATURE: 'Your Careport team',
} satisfies Messages['mail'];
