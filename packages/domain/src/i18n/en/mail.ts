import type { Messages } from '../messages.js';

export const mail = {} satisfies Messages['mail'];
