// Issue 40: what the staff calls answer (docs/api/staff.md), for the OpenAPI description and the
// tests' answer checks.
import { z } from 'zod';
import { STAFF_ROLES } from '../../db/schema/staff.js';

export const staffDtoSchema = z.strictObject({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});

export const staffListEntrySchema = staffDtoSchema.extend({
  disabled: z.boolean(),
  invitedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});

export const invitationDtoSchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  totpSecret: z.string(),
  totpUri: z.string(),
});

export const recoveryCodesDtoSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
