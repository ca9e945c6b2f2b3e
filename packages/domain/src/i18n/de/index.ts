import { errors } from './errors.js';
import { validation } from './validation.js';

/** The German catalogue is the reference: every other language has exactly its keys. */
export const de = { errors, validation };
