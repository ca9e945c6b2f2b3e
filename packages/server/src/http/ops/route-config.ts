// Issue 40 shared contract: what each /ops route declares for the staff console's role check and
// the audit trail (the ops auth hook and the audit hook read it). Declared here so the routes of
// each part of the issue can set it; the parts' copies are merged into this one file.
import 'fastify';

/** The staff roles (issue 40: dispatcher, finance, admin). */
export type StaffRole = 'dispatcher' | 'finance' | 'admin';

export type OpsRouteConfig = {
  /** The roles allowed besides the machine client; absent: machine client only. */
  staffRoles?: readonly StaffRole[];
  /** The audit row of a successful write; absent: derived from method and URL. */
  audit?: { action: string; recordType: string };
  /** A read of health data that is logged too (care receivers' details). */
  auditRead?: 'care-receiver';
};

declare module 'fastify' {
  // Interface merging is how Fastify's route config is extended (its documented way).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends OpsRouteConfig {}
}

/** The route options of one ops route: `{ config: { staffRoles, audit?, auditRead? } }`. */
export const opsRoute = (config: OpsRouteConfig) => ({ config });
