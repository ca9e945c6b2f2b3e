/**
 * Issue 14 "Who signed": the customer signatures of the flow (steps 3 and 4) are given by the care
 * receiver, by someone signing for them (name and role), or by nobody: then the caregiver picks a
 * reason and signs alone (step 6).
 */
export const SIGNER_KINDS = ['care_receiver', 'representative', 'nobody'] as const;
export type SignerKind = (typeof SIGNER_KINDS)[number];

/** Who signs for the care receiver. */
export const SIGNER_ROLES = [
  'relative',
  'legal_guardian',
  'authorised_person',
  'neighbour',
  'other',
] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** Why no customer signature could be given (the caregiver signs alone). */
export const NO_SIGNATURE_REASONS = [
  'physically_unable',
  'cognitively_unable',
  'asleep_or_unwell',
  'refused',
] as const;
export type NoSignatureReason = (typeof NO_SIGNATURE_REASONS)[number];

/** At most this many characters of a signer's name (as every free text, spec 1 §9). */
export const SIGNER_NAME_MAX_LENGTH = 100;

export type Signer =
  | { kind: 'care_receiver' }
  | { kind: 'representative'; name: string; role: SignerRole }
  | { kind: 'nobody'; reason: NoSignatureReason };

/** The fulfil call's optional signer fields (snake_case, as the wire is) for a signer. */
export function signerToWire(signer: Signer): {
  signer_type: SignerKind;
  signer_name?: string;
  signer_role?: SignerRole;
  no_signature_reason?: NoSignatureReason;
} {
  switch (signer.kind) {
    case 'care_receiver':
      return { signer_type: 'care_receiver' };
    case 'representative':
      return {
        signer_type: 'representative',
        signer_name: signer.name.trim(),
        signer_role: signer.role,
      };
    case 'nobody':
      return { signer_type: 'nobody', no_signature_reason: signer.reason };
  }
}

/**
 * Without customer signatures the caregiver's own one (type 3, step 6) is the only one: from the
 * step 3 choice 'nobody can sign' the flow goes straight to step 6.
 */
export function isCustomerSignatureSkipped(signer: Signer): boolean {
  return signer.kind === 'nobody';
}
