import type { Messages } from '../messages.js';

export const auth = {} satisfies Messages['auth'];
