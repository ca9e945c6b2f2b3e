import { auth } from './auth.js';
import { errors } from './errors.js';
import { mail } from './mail.js';
import { shell } from './shell.js';
import { validation } from './validation.js';

/** The German catalogue is the reference: every other language has exactly its keys. */
export const de = { auth, errors, mail, shell, validation };
