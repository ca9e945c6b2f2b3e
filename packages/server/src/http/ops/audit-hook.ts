// Issue 40 (record 0085): every successful write under /ops, and every read of health data a
// route marks with `config.auditRead`, appends a row to the audit trail. Written in onSend, after
// the service's own transaction committed and before the answer leaves: the trail is written by
// one hook for every route (the existing services own their transactions), and a failed insert
// fails the answer, so the caller never sees a success that is not on the trail. Record 0085 says
// why and what this costs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { appendAudit } from '../../services/audit/audit-trail.js';
import './route-config.js';

/** Body fields never quoted in a summary, whatever route they come to. */
const SECRET_FIELD = /pass|token|otp|secret|code|sha|key/i;
const MAX_QUOTED = 60;

/** The route's first id parameter (`:contractId`, `:staffId`, a job's `:name`). */
function idParam(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const name = Object.keys(params).find((key) => /Id$|^id$|^name$/.test(key));
  const value = name === undefined ? undefined : params[name];
  return typeof value === 'string' ? value : null;
}

/**
 * The created record's id from the answer: `{data: {id}}` (a new staff member, say), the record
 * type's own id field (`service_request_id` of a new service request, as `ops propose` answers), or
 * the first of `{data: {bookings: [{id}]}}` (a planned visit or series: its first visit; the
 * summary names the weeks), so a creation can be found on the trail by the record it made.
 */
function answeredId(payload: unknown, recordType: string | undefined): string | null {
  if (typeof payload !== 'string' || payload.length > 100_000) return null;
  try {
    const body = JSON.parse(payload) as { data?: Record<string, unknown> };
    if (typeof body.data?.id === 'string') return body.data.id;
    const ownId = recordType && body.data?.[`${recordType.replaceAll('-', '_')}_id`];
    if (typeof ownId === 'string') return ownId;
    const first: unknown = Array.isArray(body.data?.bookings) ? body.data.bookings[0] : undefined;
    const id = first !== null && typeof first === 'object' ? (first as { id?: unknown }).id : null;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * `POST /ops/contracts/…/cancel → 200`, and the body's top-level plain values but any whose name
 * could be a secret; nested objects (a care receiver's details) are named, never quoted.
 */
function summarise(request: FastifyRequest, status: number): string {
  const path = request.url.split('?')[0] ?? request.url;
  const parts = [`${request.method} ${path} → ${status}`];
  const body = request.body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>).slice(0, 12)) {
      if (SECRET_FIELD.test(key)) continue;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        parts.push(`${key}=${String(value).slice(0, MAX_QUOTED)}`);
      } else if (value !== null && value !== undefined) {
        parts.push(`${key}=…`);
      }
    }
  }
  return parts.join('; ');
}

const derivedAction = (request: FastifyRequest) =>
  `${request.method.toLowerCase()} ${request.routeOptions.url ?? request.url}`;

export function registerAuditHook(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'now'>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const { actor } = request;
    if (!actor || reply.statusCode >= 400) return payload;
    const config = request.routeOptions.config;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead) {
      if (config.auditRead === undefined) return payload;
      await appendAudit(
        deps.db,
        actor,
        {
          action: `${config.auditRead}.read`,
          recordType: config.auditRead,
          recordId: idParam(request),
          summary: `${request.method} ${request.url.split('?')[0] ?? ''} → ${reply.statusCode}`,
        },
        deps.now(),
      );
      return payload;
    }
    await appendAudit(
      deps.db,
      actor,
      {
        action: config.audit?.action ?? derivedAction(request),
        recordType: config.audit?.recordType ?? null,
        recordId: idParam(request) ?? answeredId(payload, config.audit?.recordType),
        summary: summarise(request, reply.statusCode),
      },
      deps.now(),
    );
    return payload;
  });
}
