import type { StaffRole } from '../db/schema/staff.js';
import type { Scope } from './access-token.js';

/** The caller of a request, from its bearer token (spec 2 §6: only the caregiver role exists). */
export type CaregiverActor = { kind: 'caregiver'; caregiverId: string; clientId: string };
/** A client-credentials caller (spec 2 §7: definitions with scope definition_read). */
export type ClientActor = { kind: 'client'; clientId: string; scopes: Scope[] };
/** Issue 40: a staff member signed in to the console; allowed only the /ops routes of its role. */
export type StaffActor = {
  kind: 'staff';
  staffId: string;
  role: StaffRole;
  clientId: string;
  sessionId: string;
};
export type Actor = CaregiverActor | ClientActor | StaffActor;
