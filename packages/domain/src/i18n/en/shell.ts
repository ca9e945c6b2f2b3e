import type { Messages } from '../messages.js';

export const shell = {} satisfies Messages['shell'];
