// Issue 40: the audit trail, searchable and as CSV (docs/api/staff.md).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { auditCsv, auditQuerySchema, listAudit } from '../../services/audit/audit-trail.js';
import { sendData } from '../reply.js';
import { parseOpsInput } from './ops-errors.js';
import { ALL_STAFF_ROLES } from './route-config.js';

export function registerAuditRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/audit', { config: { staffRoles: ALL_STAFF_ROLES } }, async (request, reply) => {
    const query = parseOpsInput(auditQuerySchema, request.query);
    return sendData(reply, await listAudit(deps.db, query));
  });

  app.get('/audit.csv', { config: { staffRoles: ALL_STAFF_ROLES } }, async (request, reply) => {
    const query = parseOpsInput(auditQuerySchema, request.query);
    const csv = await auditCsv(deps.db, query);
    const stamp = deps.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="careport-audit-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
