import type { Messages } from '../messages.js';
import { errors } from './errors.js';
import { validation } from './validation.js';

export const en = { errors, validation } satisfies Messages;
