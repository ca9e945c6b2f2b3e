import type { Messages } from '../messages.js';
import { auth } from './auth.js';
import { errors } from './errors.js';
import { mail } from './mail.js';
import { shell } from './shell.js';
import { validation } from './validation.js';

export const en = { auth, errors, mail, shell, validation } satisfies Messages;
