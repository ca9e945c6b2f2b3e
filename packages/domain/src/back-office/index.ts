// Issue 40: the back office's wire shapes (the /ops reads), types only and nothing of the server,
// so the server's services and the console share one definition of each answer.
export type * from './answers.js';
export type * from './caregivers.js';
export type * from './contracts.js';
export type * from './money.js';
export type * from './planning.js';
export type * from './staff.js';
