import type { FulfilBookingBody, SignatureUserType } from '@careport/domain';

// Issue 14: one documenting action waiting on the device. Sent in `seq` order, each with its own
// idempotency key, so a replay after a lost answer is applied once by the server.
export type OutboxState = 'waiting' | 'sending' | 'done' | 'failed';

export type OutboxCommand =
  | { kind: 'fulfil'; bookingId: string; body: FulfilBookingBody }
  | {
      kind: 'upload';
      bookingId: string;
      imageKind: 'paper' | SignatureUserType;
      /** The signature (PNG) or paper photo (JPEG) itself, a Blob rather than a data URL. */
      image: Blob;
    };

export type OutboxEntry = {
  /** The idempotency key too: made once on the device, never reused. */
  id: string;
  seq: number;
  /** The caregiver it was documented as (session-owner.ts); only they send it. */
  owner: string;
  command: OutboxCommand;
  /** What the sync screen names the action by: the care receiver and the visit's start. */
  label: { careReceiverName: string; startDate: string };
  createdAt: number;
  state: OutboxState;
  attempts: number;
  /** The server's refusal (its error code), or why it could not be sent. */
  error: { httpStatus: number; errorCode: string } | null;
  updatedAt: number;
};

/** The upload kinds' keys in the sync texts. */
export function commandKindKey(command: OutboxCommand): string {
  if (command.kind === 'fulfil') return 'fulfil';
  return command.imageKind === 'paper' ? 'paper' : UPLOAD_KIND_KEYS[command.imageKind];
}

const UPLOAD_KIND_KEYS: Record<SignatureUserType, string> = {
  1: 'cu_confirmation',
  2: 'cu_declaration',
  3: 'cg_confirmation',
};
