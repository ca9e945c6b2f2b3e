import type { SignedOutMessages } from '../../app-parts.js';
import { auth } from '../../de/auth.js';
import { errors } from '../../de/errors.js';
import { shell } from '../../de/shell.js';
import { validation } from '../../de/validation.js';

/** The texts of the app's signed-out screens and its start (app-parts.ts). */
export const de: SignedOutMessages = { auth, errors, shell, validation };
