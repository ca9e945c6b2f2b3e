// The back office (README "Back office"), under /ops: its own token and error answers.
import { z } from 'zod';
import {
  awardProposalBodySchema,
  cancelContractBodySchema,
  demoCaregiverBodySchema,
  firstBookingAnswerBodySchema,
  listProposalsQuerySchema,
  proposeAgainBodySchema,
  proposeServiceRequestBodySchema,
} from '../../services/ops/ops-schemas.js';
import { verifyProofBodySchema } from '../../services/proof-of-service/verify-proof.js';
import {
  emptyBodySchema,
  invoiceCorrectionsQuerySchema,
  invoiceRunBodySchema,
} from '../ops/invoice-ops-routes.js';
import { commissionsQuerySchema, listOpsInvoicesQuerySchema } from '../ops/invoice-read-routes.js';
import {
  anonymizedSchema,
  cancelationScheduledSchema,
  commissionsSchema,
  contractAwardedSchema,
  demoCaregiverCreatedSchema,
  firstBookingAnsweredSchema,
  invoiceCorrectionSchema,
  invoiceRunSchema,
  opsErrorReplySchema,
  opsInvoiceListSchema,
  proofVerificationSchema,
  proposalAnswerSchema,
  proposalCreatedSchema,
  stornoResultSchema,
} from '../ops/ops-dto-schemas.js';
import { file, idParam, ok, type ApiAnswer, type ApiRoute } from './api-route.js';

const tag = 'Back office';
const refused = (description: string): ApiAnswer => ({ description, schema: opsErrorReplySchema });
const COMMON = {
  400: refused('A wrong shape (`details` names every field at fault) or a malformed id'),
  401: refused('Missing or invalid back-office token'),
  403: refused('A token without the back-office scope'),
  404: refused('No such record'),
  409: refused('The record is not in a state for it'),
  413: refused('Body over the limit'),
  415: refused('A content type other than JSON'),
} satisfies Record<number, ApiAnswer>;

const post = (
  path: string,
  summary: string,
  body: z.ZodType,
  status: number,
  data: z.ZodType,
  params?: z.ZodObject,
): ApiRoute => ({
  method: 'POST',
  path,
  summary,
  tag,
  security: 'ops',
  ...(params ? { params } : {}),
  body: { schema: body, contentType: 'application/json', isRequired: false },
  answers: { [status]: ok(summary, data), ...COMMON },
});

const serviceRequestId = idParam('serviceRequestId', 'The service request id (a UUID)');
const contractId = idParam('contractId', 'The contract id (a UUID)');

export const opsApi: ApiRoute[] = [
  post(
    '/ops/service-requests',
    'Propose a new service request to a caregiver',
    proposeServiceRequestBodySchema,
    201,
    proposalCreatedSchema,
  ),
  post(
    '/ops/service-requests/:serviceRequestId/proposals',
    'Propose a service request to another caregiver',
    proposeAgainBodySchema,
    201,
    proposalCreatedSchema,
    serviceRequestId,
  ),
  post(
    '/ops/service-requests/:serviceRequestId/award',
    'Award the service request to an accepting caregiver: the contract and its first booking',
    awardProposalBodySchema,
    201,
    contractAwardedSchema,
    serviceRequestId,
  ),
  post(
    '/ops/contracts/:contractId/first-booking',
    "The customer's answer to the first booking",
    firstBookingAnswerBodySchema,
    200,
    firstBookingAnsweredSchema,
    contractId,
  ),
  post(
    '/ops/contracts/:contractId/cancel',
    "Schedule a contract's end",
    cancelContractBodySchema,
    200,
    cancelationScheduledSchema,
    contractId,
  ),
  post(
    '/ops/demo-caregivers',
    'A copy of a demo caregiver under a new e-mail',
    demoCaregiverBodySchema,
    201,
    demoCaregiverCreatedSchema,
  ),
  {
    method: 'POST',
    path: '/ops/jobs/:name/run',
    summary: 'Run a scheduled job now (queued)',
    tag,
    security: 'ops',
    params: idParam('name', 'The job’s name'),
    answers: {
      202: ok('Queued', z.strictObject({ queued: z.string() })),
      ...COMMON,
      404: refused('No such job (the message lists them)'),
    },
  },
  {
    method: 'GET',
    path: '/ops/proposals',
    summary: 'Proposals and their answers, newest requests first',
    tag,
    security: 'ops',
    query: listProposalsQuerySchema,
    answers: {
      200: ok('The proposals', z.strictObject({ proposals: z.array(proposalAnswerSchema) })),
      ...COMMON,
    },
  },
  post(
    '/ops/proofs/verify',
    'Whether a file is a proof of service Careport issued, unchanged (its SHA-256)',
    verifyProofBodySchema,
    200,
    proofVerificationSchema,
  ),
  {
    method: 'POST',
    path: '/ops/invoice-runs',
    summary: "Start a finished month's invoice run (finance)",
    tag,
    security: 'ops',
    body: { schema: invoiceRunBodySchema, contentType: 'application/json', isRequired: false },
    answers: {
      202: ok('The run, started; its progress at GET /ops/invoice-runs/{runId}', invoiceRunSchema),
      200: ok('With `wait: true` (the CLI): the run, finished', invoiceRunSchema),
      ...COMMON,
      409: refused('The month has not ended, or a run of it is still running'),
    },
  },
  {
    method: 'GET',
    path: '/ops/invoice-runs',
    summary: 'The latest invoice runs, newest first (finance)',
    tag,
    security: 'ops',
    answers: {
      200: ok('The runs', z.strictObject({ runs: z.array(invoiceRunSchema) })),
      ...COMMON,
    },
  },
  {
    method: 'GET',
    path: '/ops/invoice-corrections',
    summary:
      "A month's visits left for correction: documented after the month was invoiced (finance)",
    tag,
    security: 'ops',
    query: invoiceCorrectionsQuerySchema,
    answers: {
      200: ok('The visits', z.strictObject({ visits: z.array(invoiceCorrectionSchema) })),
      ...COMMON,
    },
  },
  {
    method: 'GET',
    path: '/ops/invoice-runs/:runId',
    summary: "An invoice run's progress (finance)",
    tag,
    security: 'ops',
    params: idParam('runId', 'The run id (a UUID)'),
    answers: { 200: ok('The run', invoiceRunSchema), ...COMMON },
  },
  {
    method: 'GET',
    path: '/ops/invoices',
    summary: "A month's invoices of every caregiver, by number, a page at a time (finance)",
    tag,
    security: 'ops',
    query: listOpsInvoicesQuerySchema,
    answers: { 200: ok('The invoices', opsInvoiceListSchema), ...COMMON },
  },
  ...(['pdf', 'xml'] as const).map((extension): ApiRoute => ({
    method: 'GET',
    path: `/ops/invoices/:invoiceId/${extension}`,
    summary:
      extension === 'pdf'
        ? "An invoice's PDF as issued, an attachment named by its number (finance)"
        : "A commission invoice's e-invoice (the CII XML inside its Factur-X PDF) (finance)",
    tag,
    security: 'ops',
    params: idParam('invoiceId', 'The invoice id (a UUID)'),
    answers: {
      200: file(
        extension === 'pdf' ? 'The PDF, as an attachment' : 'The XML, as an attachment',
        extension === 'pdf' ? 'application/pdf' : 'application/xml',
      ),
      ...COMMON,
      404: refused(
        extension === 'pdf'
          ? 'No such invoice (a malformed id too), or its PDF is still being made'
          : 'No such invoice, its PDF is still being made, or it is a customer invoice',
      ),
    },
  })),
  {
    method: 'GET',
    path: '/ops/commissions',
    summary:
      "A month's commission per independent caregiver, by the commission invoice's rule (finance)",
    tag,
    security: 'ops',
    query: commissionsQuerySchema,
    answers: { 200: ok('The figures, by name', commissionsSchema), ...COMMON },
  },
  post(
    '/ops/invoices/:invoiceId/storno',
    'Cancel an invoice and its run’s partner (storno)',
    emptyBodySchema,
    201,
    stornoResultSchema,
    idParam('invoiceId', 'The invoice id (a UUID)'),
  ),
  post(
    '/ops/care-receivers/:careReceiverId/anonymize',
    "Anonymize a care receiver's invoices after the retention period",
    emptyBodySchema,
    200,
    anonymizedSchema,
    idParam('careReceiverId', 'The care receiver id (a UUID)'),
  ),
];
