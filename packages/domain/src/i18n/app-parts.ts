import type { Messages } from './messages.js';

// Issue 43: the app loads its catalogue in two parts, so the sign-in screens do not bring every
// text of the signed-in screens (the German catalogue had grown to 16 KB gzip of /login's 184).
// These areas are what the entry, the start's error screens and the signed-out screens show
// (tools/signed-out-texts.test.ts checks it); the rest loads with the signed-in shell.
export const SIGNED_OUT_AREAS = ['auth', 'errors', 'shell', 'validation'] as const;
export type SignedOutArea = (typeof SIGNED_OUT_AREAS)[number];

// Written and read only by the server (mails): the app loads none of it.
export const SERVER_ONLY_AREAS = ['mail'] as const;
export type ServerOnlyArea = (typeof SERVER_ONLY_AREAS)[number];

export type SignedOutMessages = Pick<Messages, SignedOutArea>;
export type SignedInMessages = Omit<Messages, SignedOutArea | ServerOnlyArea>;
