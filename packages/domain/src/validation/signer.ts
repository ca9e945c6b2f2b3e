import { z } from 'zod';
import {
  NO_SIGNATURE_REASONS,
  SIGNER_KINDS,
  SIGNER_NAME_MAX_LENGTH,
  SIGNER_ROLES,
} from '../signature-flow/signer.js';
import { cleanText, isoDateTime, oneOf } from './common.js';
import {
  VALIDATION_INVALID_OPTION,
  VALIDATION_MAX_100_CHARACTERS,
  VALIDATION_REQUIRED,
} from './message-keys.js';

type IssueSink = {
  addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[] }) => void;
};

/**
 * Issue 14 "Who signed", the fulfil call's optional fields: who gave the customer signatures and,
 * for the proof of service, when the device documented (it may have been offline). All optional,
 * so older apps and the independent's services form send what they always sent.
 */
export const signerWireFields = {
  signer_type: oneOf(SIGNER_KINDS).nullish(),
  signer_name: cleanText()
    .trim()
    .max(SIGNER_NAME_MAX_LENGTH, VALIDATION_MAX_100_CHARACTERS)
    .nullish(),
  signer_role: oneOf(SIGNER_ROLES).nullish(),
  no_signature_reason: oneOf(NO_SIGNATURE_REASONS).nullish(),
  documented_at_device: isoDateTime().nullish(),
};

type SignerWire = {
  signer_type?: string | null | undefined;
  signer_name?: string | null | undefined;
  signer_role?: string | null | undefined;
  no_signature_reason?: string | null | undefined;
};

/**
 * Someone signing for the care receiver needs a name and a role; nobody signing needs a reason;
 * each field only with its kind, so a stored record never says two things at once.
 */
export function checkSigner(value: SignerWire, ctx: IssueSink): void {
  const kind = value.signer_type ?? null;
  const has = (field: string | null | undefined) => field !== null && field !== undefined;
  const require = (field: keyof SignerWire) => {
    const present = value[field];
    if (!has(present) || present === '') {
      ctx.addIssue({ code: 'custom', message: VALIDATION_REQUIRED, path: [field] });
    }
  };
  const refuse = (field: keyof SignerWire) => {
    if (has(value[field])) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_INVALID_OPTION, path: [field] });
    }
  };
  if (kind === 'representative') {
    require('signer_name');
    require('signer_role');
  } else {
    refuse('signer_name');
    refuse('signer_role');
  }
  if (kind === 'nobody') require('no_signature_reason');
  else refuse('no_signature_reason');
}

/** The app's form for someone signing for the care receiver (step 3). */
export const representativeFormSchema = z.object({
  name: cleanText()
    .trim()
    .min(1, VALIDATION_REQUIRED)
    .max(SIGNER_NAME_MAX_LENGTH, VALIDATION_MAX_100_CHARACTERS),
  role: oneOf(SIGNER_ROLES, VALIDATION_REQUIRED),
});
export type RepresentativeForm = z.infer<typeof representativeFormSchema>;
