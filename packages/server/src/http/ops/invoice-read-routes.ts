// Issue 40: the finance team's reads of invoices under /ops (docs/api/staff.md "Invoices"): a
// month's invoices of every caregiver, each one's PDF and e-invoice, and the month's commission
// figures per caregiver. Routes only wire; the invoice calls that write are invoice-ops-routes.ts.
import { cleanText } from '@careport/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { commissionFigures } from '../../invoices/commission-figures.js';
import { invoicePdfForStaff, invoiceXmlForStaff } from '../../invoices/ops-invoice-files.js';
import {
  listOpsInvoices,
  OPS_INVOICE_KINDS,
  OPS_INVOICE_STATUSES,
} from '../../invoices/ops-invoice-list.js';
import { pageQuery } from '../../services/ops/console/cursor.js';
import { sendData } from '../reply.js';
import { invoiceMonthOf } from './invoice-month.js';
import { parseOpsInput } from './ops-errors.js';
import { opsRoute } from './route-config.js';

const monthText = () =>
  cleanText({ message: 'must be text' }).regex(/^\d{4}-\d{2}$/, 'must be YYYY-MM');

export const listOpsInvoicesQuerySchema = z.strictObject({
  month: monthText(),
  caregiverId: z.uuid('must be a caregiver id').optional(),
  kind: z.enum(OPS_INVOICE_KINDS).optional(),
  status: z.enum(OPS_INVOICE_STATUSES).optional(),
  ...pageQuery,
});
export const commissionsQuerySchema = z.strictObject({ month: monthText() });
const noQuerySchema = z.strictObject({});

/** A PDF reader would show a file of ours as a page of our origin: it is saved instead. */
const USER_FILE_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";
/** The invoice number is digits and a dash; anything else would not belong in a header. */
const SAFE_NUMBER = /^[A-Za-z0-9._-]{1,80}$/;

function sendFile(
  reply: FastifyReply,
  file: { bytes: Uint8Array; invoiceNumber: string },
  extension: 'pdf' | 'xml',
) {
  const name = SAFE_NUMBER.test(file.invoiceNumber) ? file.invoiceNumber : 'careport-rechnung';
  return reply
    .type(extension === 'pdf' ? 'application/pdf' : 'application/xml')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}.${extension}"`)
    .header('content-security-policy', USER_FILE_POLICY)
    .send(Buffer.from(file.bytes));
}

export function registerInvoiceReadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, storage } = deps;

  app.get('/invoices', opsRoute({ staffRoles: ['finance'] }), async (request, reply) => {
    const { month, ...query } = parseOpsInput(listOpsInvoicesQuerySchema, request.query);
    return sendData(
      reply,
      await listOpsInvoices({ db, query: { ...query, month: invoiceMonthOf(month) } }),
    );
  });

  // Invoices name care receivers and what their care cost: each download is on the trail.
  app.get<{ Params: { invoiceId: string } }>(
    '/invoices/:invoiceId/pdf',
    opsRoute({ staffRoles: ['finance'], auditRead: 'invoice' }),
    async (request, reply) => {
      parseOpsInput(noQuerySchema, request.query);
      const file = await invoicePdfForStaff({ db, storage, invoiceId: request.params.invoiceId });
      return sendFile(reply, file, 'pdf');
    },
  );

  app.get<{ Params: { invoiceId: string } }>(
    '/invoices/:invoiceId/xml',
    opsRoute({ staffRoles: ['finance'], auditRead: 'invoice' }),
    async (request, reply) => {
      parseOpsInput(noQuerySchema, request.query);
      const file = await invoiceXmlForStaff({ db, storage, invoiceId: request.params.invoiceId });
      return sendFile(reply, file, 'xml');
    },
  );

  app.get('/commissions', opsRoute({ staffRoles: ['finance'] }), async (request, reply) => {
    const input = parseOpsInput(commissionsQuerySchema, request.query);
    const month = invoiceMonthOf(input.month);
    return sendData(reply, {
      month: input.month,
      caregivers: await commissionFigures({ db, month }),
    });
  });
}
