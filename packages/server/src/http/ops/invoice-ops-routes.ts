// The back office's invoice calls (README "Back office", docs/api/staff.md): run a month's
// invoices now, cancel an invoice (storno), anonymize a care receiver after the retention period.
import { cleanText, invoiceMonthRange } from '@careport/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { anonymizeCareReceiver } from '../../invoices/anonymize.js';
import { listInvoiceCorrections } from '../../invoices/invoice-corrections.js';
import {
  getInvoiceRun,
  listInvoiceRuns,
  startInvoiceRun,
} from '../../invoices/invoice-run-records.js';
import { issueStorno } from '../../invoices/storno.js';
import { isUuid } from '../../services/ids.js';
import { OpsError } from '../../services/ops/ops-error.js';
import { sendData } from '../reply.js';
import { invoiceMonthOf } from './invoice-month.js';
import { parseOpsInput } from './ops-errors.js';
import { opsRoute } from './route-config.js';

export const invoiceRunBodySchema = z.strictObject({
  month: cleanText({ message: 'must be text' }).regex(/^\d{4}-\d{2}$/, 'must be YYYY-MM'),
  /** The CLI: answer once the run is done (200) instead of at once (202). */
  wait: z.boolean().optional(),
});
export const emptyBodySchema = z.strictObject({});
export const invoiceCorrectionsQuerySchema = z.strictObject({
  month: cleanText({ message: 'must be text' }).regex(/^\d{4}-\d{2}$/, 'must be YYYY-MM'),
});
/** A plain boolean, not a type guard: the refused id is quoted in the message. */
const isId = (value: string): boolean => isUuid(value);

export function registerInvoiceOpsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, storage } = deps;

  app.post(
    '/invoice-runs',
    {
      config: {
        staffRoles: ['finance'],
        audit: { action: 'invoice-run.start', recordType: 'invoice-run' },
      },
    },
    async (request, reply) => {
      const input = parseOpsInput(invoiceRunBodySchema, request.body);
      const month = invoiceMonthOf(input.month);
      const now = deps.now();
      // Only a finished month: visits documented later in a month already invoiced would need a storno.
      if (invoiceMonthRange(month).end.getTime() > now.getTime()) {
        throw new OpsError('INVOICE_MONTH_NOT_ENDED', `${input.month} has not ended yet.`);
      }
      const actor = request.actor;
      const startedBy =
        actor?.kind === 'staff'
          ? `staff:${actor.staffId}`
          : actor?.kind === 'client'
            ? `client:${actor.clientId}`
            : 'unknown';
      const { run, finished } = await startInvoiceRun({
        db,
        storage,
        now: deps.now,
        month,
        startedBy,
        onError: (error) => request.log.error({ err: error }, 'invoice run failed'),
      });
      if (input.wait) return sendData(reply, await finished);
      // Tracked, so shutdown and tests can wait for the run (it began before this answer).
      deps.background.afterReply(reply, async () => {
        await finished;
      });
      return sendData(reply, run, 202);
    },
  );

  app.get('/invoice-runs', opsRoute({ staffRoles: ['finance'] }), async (request, reply) => {
    parseOpsInput(emptyBodySchema, request.query);
    return sendData(reply, { runs: await listInvoiceRuns(db, deps.now()) });
  });

  app.get('/invoice-corrections', opsRoute({ staffRoles: ['finance'] }), async (request, reply) => {
    const input = parseOpsInput(invoiceCorrectionsQuerySchema, request.query);
    const month = invoiceMonthOf(input.month);
    return sendData(reply, { visits: await listInvoiceCorrections(db, month) });
  });

  app.get<{ Params: { runId: string } }>(
    '/invoice-runs/:runId',
    opsRoute({ staffRoles: ['finance'] }),
    async (request, reply) => {
      const { runId } = request.params;
      if (!isId(runId))
        throw new OpsError('INVOICE_RUN_INVALID_ID', `${runId} is not an invoice run id.`);
      return sendData(reply, await getInvoiceRun(db, runId, deps.now()));
    },
  );

  app.post<{ Params: { invoiceId: string } }>(
    '/invoices/:invoiceId/storno',
    {
      config: {
        staffRoles: ['finance'],
        audit: { action: 'invoice.storno', recordType: 'invoice' },
      },
    },
    async (request, reply) => {
      const { invoiceId } = request.params;
      if (!isId(invoiceId))
        throw new OpsError('INVOICE_INVALID_ID', `${invoiceId} is not an invoice id.`);
      parseOpsInput(emptyBodySchema, request.body);
      return sendData(reply, await issueStorno({ db, storage, now: deps.now(), invoiceId }), 201);
    },
  );

  app.post<{ Params: { careReceiverId: string } }>(
    '/care-receivers/:careReceiverId/anonymize',
    {
      config: {
        staffRoles: ['admin'],
        audit: { action: 'care-receiver.anonymize', recordType: 'care-receiver' },
      },
    },
    async (request, reply) => {
      const { careReceiverId } = request.params;
      if (!isId(careReceiverId)) {
        throw new OpsError(
          'CARE_RECEIVER_INVALID_ID',
          `${careReceiverId} is not a care receiver id.`,
        );
      }
      parseOpsInput(emptyBodySchema, request.body);
      return sendData(reply, await anonymizeCareReceiver({ db, now: deps.now(), careReceiverId }));
    },
  );
}
