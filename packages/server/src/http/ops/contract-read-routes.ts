// Issue 40: the console's contracts (with their service documentation and its files) and care
// receivers under /ops (docs/api/staff.md). Records 0105 (who reads, what is overdue) and 0106
// (the retention period). Routes only wire.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { listCareReceivers } from '../../services/ops/care-receivers/list-care-receivers.js';
import {
  listCareReceiversQuerySchema,
  listContractsQuerySchema,
} from '../../services/ops/contracts/contract-schemas.js';
import { openDocumentationFile } from '../../services/ops/contracts/documentation-file.js';
import { getContract } from '../../services/ops/contracts/get-contract.js';
import { listContracts } from '../../services/ops/contracts/list-contracts.js';
import { sendData } from '../reply.js';
import { parseOpsInput } from './ops-errors.js';
import { opsRoute } from './route-config.js';

/** Record 0105: the dispatcher works the contracts, finance reviews the documentation. */
const CONTRACT_READERS = ['dispatcher', 'finance'] as const;

/** A caregiver's upload is never a page of ours: shown, but sandboxed, never sniffed. */
const USER_FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; sandbox; frame-ancestors 'none'";

const EXTENSION = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

export function registerContractReadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, storage } = deps;

  // Every answer names care receivers (health data's neighbourhood): each read is on the trail.
  app.get(
    '/contracts',
    opsRoute({ staffRoles: CONTRACT_READERS, auditRead: 'care-receiver' }),
    async (request, reply) => {
      const query = parseOpsInput(listContractsQuerySchema, request.query);
      return sendData(reply, await listContracts({ db, now: deps.now(), query }));
    },
  );

  app.get<{ Params: { contractId: string } }>(
    '/contracts/:contractId',
    opsRoute({ staffRoles: CONTRACT_READERS, auditRead: 'care-receiver' }),
    async (request, reply) =>
      sendData(
        reply,
        await getContract({ db, now: deps.now(), contractId: request.params.contractId }),
      ),
  );

  app.get<{ Params: { fileId: string } }>(
    '/service-documentation/files/:fileId',
    opsRoute({ staffRoles: CONTRACT_READERS, auditRead: 'service-documentation' }),
    async (request, reply) => {
      const file = await openDocumentationFile({ db, storage, fileId: request.params.fileId });
      const fallback = `leistungsnachweis.${EXTENSION[file.contentType]}`;
      return reply
        .type(file.contentType)
        .header('content-length', String(file.sizeInBytes))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('content-security-policy', USER_FILE_POLICY)
        .send(file.stream);
    },
  );

  app.get(
    '/care-receivers',
    opsRoute({ staffRoles: ['admin'], auditRead: 'care-receiver' }),
    async (request, reply) => {
      const query = parseOpsInput(listCareReceiversQuerySchema, request.query);
      return sendData(reply, await listCareReceivers({ db, now: deps.now(), query }));
    },
  );
}
