import type { Scope } from './access-token.js';

/** The caller of a request, from its bearer token (spec 2 §6: only the caregiver role exists). */
export type CaregiverActor = { kind: 'caregiver'; caregiverId: string; clientId: string };
/** A client-credentials caller (spec 2 §7: definitions with scope definition_read). */
export type ClientActor = { kind: 'client'; clientId: string; scopes: Scope[] };
export type Actor = CaregiverActor | ClientActor;
