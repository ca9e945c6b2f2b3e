// Issue 40: what each /ops route declares about itself, typed for every file that registers one
// (docs/api/staff.md "Roles"). Read by ops-auth.ts (who may call) and audit-hook.ts (what the
// trail records).
import type { StaffRole } from '../../db/schema/staff.js';

export type AuditConfig = {
  /** e.g. `booking.create`; derived from the method and the route when left out. */
  action: string;
  /** e.g. `booking`: the kind of record the route's id names. */
  recordType?: string;
};

export type OpsRouteConfig = {
  /** The staff roles allowed; the machine client always is. Left out: machine client only. */
  staffRoles?: readonly StaffRole[];
  /** How a successful write is recorded in the audit trail. */
  audit?: AuditConfig;
  /** A read of health data (e.g. `care-receiver`): recorded in the audit trail too. */
  auditRead?: string;
};

declare module 'fastify' {
  // Interface merging is how Fastify's route config is extended (its documented way).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends OpsRouteConfig {}
}

/** The three roles, for calls every staff member may make. */
export const ALL_STAFF_ROLES = ['dispatcher', 'finance', 'admin'] as const satisfies StaffRole[];

/** The route options of one ops route: `{ config: { staffRoles, audit?, auditRead? } }`. */
export const opsRoute = (config: OpsRouteConfig) => ({ config });
