import type { SignedOutMessages } from '../../app-parts.js';
import { auth } from '../../en/auth.js';
import { errors } from '../../en/errors.js';
import { shell } from '../../en/shell.js';
import { validation } from '../../en/validation.js';

/** The texts of the app's signed-out screens and its start (app-parts.ts). */
export const en: SignedOutMessages = { auth, errors, shell, validation };
