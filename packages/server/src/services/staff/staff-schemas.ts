// Issue 40: the staff calls' payloads (docs/api/staff.md), checked at the edge.
import { cleanText } from '@careport/domain';
import { z } from 'zod';
import { STAFF_ROLES } from '../../db/schema/staff.js';

/** Staff read health data: a longer password than the caregivers' six characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const staffInvitationBodySchema = z.strictObject({
  email: cleanText().trim().max(320).pipe(z.email('must be an e-mail address')),
  name: cleanText().trim().min(1, 'must not be empty').max(100),
  role: z.enum(STAFF_ROLES),
});

export const acceptInvitationBodySchema = z.strictObject({
  password: cleanText()
    .min(STAFF_PASSWORD_MIN_LENGTH, `must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
    .max(1000),
  otp: cleanText().regex(/^\d{6}$/, 'must be the 6-digit code of the authenticator app'),
});

/** 43 characters of base64url: a token of createOpaqueToken. */
export const invitationTokenSchema = cleanText().regex(/^[A-Za-z0-9_-]{43}$/);
