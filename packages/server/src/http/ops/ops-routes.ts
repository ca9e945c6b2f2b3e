// The back office's HTTP API (README "Back office", docs/api/staff.md): its own area under /ops,
// its own token scope and error answers. Routes only wire: parse, call services/ops, reply.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { isUuid } from '../../services/ids.js';
import { answerFirstBooking } from '../../services/ops/answer-first-booking.js';
import { awardProposal } from '../../services/ops/award-proposal.js';
import { cancelContract } from '../../services/ops/cancel-contract.js';
import { listProposalAnswers } from '../../services/ops/list-proposal-answers.js';
import { OpsError } from '../../services/ops/ops-error.js';
import { seedDemoCaregiverCopy } from '../../services/ops/seed-demo-caregiver.js';
import {
  awardProposalBodySchema,
  cancelContractBodySchema,
  demoCaregiverBodySchema,
  firstBookingAnswerBodySchema,
  listProposalsQuerySchema,
  proposeAgainBodySchema,
  proposeServiceRequestBodySchema,
} from '../../services/ops/ops-schemas.js';
import {
  proposeServiceRequest,
  proposeServiceRequestAgain,
} from '../../services/ops/propose-service-request.js';
import { notifyContractCreated, notifyNewProposal } from '../../push/notification-events.js';
import { SCHEDULED_JOBS } from '../../jobs/job-definitions.js';
import { sendData } from '../reply.js';
import {
  verifyProof,
  verifyProofBodySchema,
} from '../../services/proof-of-service/verify-proof.js';
import { registerConsoleReadRoutes } from './console-read-routes.js';
import { registerContractReadRoutes } from './contract-read-routes.js';
import { registerInvoiceOpsRoutes } from './invoice-ops-routes.js';
import { registerInvoiceReadRoutes } from './invoice-read-routes.js';
import { registerPlanningRoutes } from './planning-routes.js';
import { requireOpsClient } from './ops-auth.js';
import { answerOpsError, parseOpsInput } from './ops-errors.js';
import { registerAuditHook } from './audit-hook.js';
import { registerAuditRoutes } from './audit-routes.js';
import { registerStaffRoutes } from './staff-routes.js';
import './route-config.js';

// Issue 40: who of the staff may call (route-config.ts); the machine client may call everything.
const DISPATCH = ['dispatcher'] as const;
const FINANCE = ['finance'] as const;
const ADMIN = ['admin'] as const;

type ServiceRequestParams = { Params: { serviceRequestId: string } };
type ContractParams = { Params: { contractId: string } };

/** A plain boolean, not a type guard: the refused id is quoted in the message. */
const isId = (value: string): boolean => isUuid(value);

function serviceRequestId(value: string): string {
  if (!isId(value)) {
    throw new OpsError(
      'PROPOSAL_INVALID_SERVICE_REQUEST_ID',
      `${value} is not a service request id.`,
    );
  }
  return value;
}

function contractId(value: string): string {
  if (!isId(value)) throw new OpsError('CONTRACT_INVALID_ID', `${value} is not a contract id.`);
  return value;
}

/** Register with the prefix /ops, in a scope of its own. */
export function registerOpsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.setErrorHandler(answerOpsError);
  app.setNotFoundHandler(() => {
    throw new OpsError('NOT_FOUND', 'There is no such back-office call.');
  });
  app.addHook('onRequest', requireOpsClient(deps));
  registerAuditHook(app, deps);
  const { db } = deps;

  app.post(
    '/service-requests',
    {
      config: {
        staffRoles: DISPATCH,
        audit: { action: 'service-request.create', recordType: 'service-request' },
      },
    },
    async (request, reply) => {
      const input = parseOpsInput(proposeServiceRequestBodySchema, request.body);
      const created = await proposeServiceRequest({ db, now: deps.now(), input });
      // After the commit: on PGlite a job sent inside the transaction would wait for it forever.
      await notifyNewProposal(deps, created);
      return sendData(reply, created, 201);
    },
  );

  app.post<ServiceRequestParams>(
    '/service-requests/:serviceRequestId/proposals',
    {
      config: {
        staffRoles: DISPATCH,
        audit: { action: 'proposal.create', recordType: 'service-request' },
      },
    },
    async (request, reply) => {
      const id = serviceRequestId(request.params.serviceRequestId);
      const input = parseOpsInput(proposeAgainBodySchema, request.body);
      const created = await proposeServiceRequestAgain({
        db,
        now: deps.now(),
        serviceRequestId: id,
        input,
      });
      await notifyNewProposal(deps, created);
      return sendData(reply, created, 201);
    },
  );

  app.post<ServiceRequestParams>(
    '/service-requests/:serviceRequestId/award',
    {
      config: {
        staffRoles: DISPATCH,
        audit: { action: 'contract.award', recordType: 'service-request' },
      },
    },
    async (request, reply) => {
      const id = serviceRequestId(request.params.serviceRequestId);
      const input = parseOpsInput(awardProposalBodySchema, request.body);
      const awarded = await awardProposal({ db, now: deps.now(), serviceRequestId: id, input });
      await notifyContractCreated(deps, awarded);
      return sendData(reply, awarded, 201);
    },
  );

  app.post<ContractParams>(
    '/contracts/:contractId/first-booking',
    {
      config: {
        staffRoles: DISPATCH,
        audit: { action: 'first-booking.answer', recordType: 'contract' },
      },
    },
    async (request, reply) => {
      const id = contractId(request.params.contractId);
      const input = parseOpsInput(firstBookingAnswerBodySchema, request.body);
      return sendData(
        reply,
        await answerFirstBooking({ db, now: deps.now(), contractId: id, input }),
      );
    },
  );

  app.post<ContractParams>(
    '/contracts/:contractId/cancel',
    {
      config: {
        staffRoles: DISPATCH,
        audit: { action: 'contract.cancel', recordType: 'contract' },
      },
    },
    async (request, reply) => {
      const id = contractId(request.params.contractId);
      const input = parseOpsInput(cancelContractBodySchema, request.body);
      return sendData(reply, await cancelContract({ db, now: deps.now(), contractId: id, input }));
    },
  );

  // A copy of a demo caregiver under a new e-mail (services/ops/seed-demo-caregiver.ts).
  app.post(
    '/demo-caregivers',
    {
      config: {
        staffRoles: ADMIN,
        audit: { action: 'caregiver.demo-copy', recordType: 'caregiver' },
      },
    },
    async (request, reply) => {
      const input = parseOpsInput(demoCaregiverBodySchema, request.body);
      const created = await seedDemoCaregiverCopy({
        db,
        storage: deps.storage,
        now: deps.now(),
        input,
      });
      return sendData(reply, created, 201);
    },
  );

  // README "Background jobs": run a scheduled job now (queued; a server instance works it at once).
  app.post<{ Params: { name: string } }>(
    '/jobs/:name/run',
    { config: { staffRoles: ADMIN, audit: { action: 'job.run', recordType: 'job' } } },
    async (request, reply) => {
      const { name } = request.params;
      if (!(SCHEDULED_JOBS as readonly string[]).includes(name)) {
        throw new OpsError(
          'NOT_FOUND',
          `There is no job ${name}; jobs: ${SCHEDULED_JOBS.join(', ')}.`,
        );
      }
      await deps.jobs.send(name, {});
      return sendData(reply, { queued: name }, 202);
    },
  );

  app.get('/proposals', { config: { staffRoles: DISPATCH } }, async (request, reply) => {
    const query = parseOpsInput(listProposalsQuerySchema, request.query);
    const proposals = await listProposalAnswers({ db, now: deps.now(), query });
    return sendData(reply, { proposals });
  });

  // Issue 14 `npm run ops -- verify-proof FILE`: the file's SHA-256 against the proofs issued.
  app.post(
    '/proofs/verify',
    { config: { staffRoles: FINANCE, audit: { action: 'proof.verify', recordType: 'proof' } } },
    async (request, reply) => {
      const input = parseOpsInput(verifyProofBodySchema, request.body);
      return sendData(reply, await verifyProof({ db, sha256: input.sha256 }));
    },
  );
  // Issue 12: the invoice run, storno and anonymization.
  registerInvoiceOpsRoutes(app, deps);
  registerInvoiceReadRoutes(app, deps);
  // Issue 40: the planning of employees' visits, the console's reads, staff accounts and the
  // audit trail.
  registerPlanningRoutes(app, deps);
  registerConsoleReadRoutes(app, deps);
  registerContractReadRoutes(app, deps);
  registerStaffRoutes(app, deps);
  registerAuditRoutes(app, deps);
}
