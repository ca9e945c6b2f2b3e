import type { Messages } from '../messages.js';

export const proposals = {
  UNAVAILABLE_TITLE: 'Proposal unavailable',
  UNAVAILABLE_SUBTITLE: 'The proposal was awarded to someone else or has expired.',
  AUTO_ACCEPT_HINT: 'The proposal is accepted automatically.',
} satisfies Messages['proposals'];
