import type { BookingStatus } from '../catalogue/enums.js';

/**
 * Issue 14 Proof of service: every documented booking (fulfilled or invoiced, spec 1 §4) has one.
 * It is made once, from what documenting recorded, and never made again: once invoiced above all,
 * since the invoice rests on it.
 */
export function isProofOffered(status: BookingStatus): boolean {
  return status === 'FULFILLED' || status === 'INVOICED';
}

/** An invoiced booking's proof is locked: it is never made again nor changed. */
export function isProofLocked(status: BookingStatus): boolean {
  return status === 'INVOICED';
}

/** The SHA-256 of a proof, as the back office quotes it: 64 lower-case hex digits. */
export const PROOF_SHA256 = /^[0-9a-f]{64}$/;
