// Issue 40: the staff console's reads under /ops (docs/api/planning.md): caregivers, candidates for
// a service request, and what caregivers and customers answered. Routes only wire.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import {
  candidatesQuerySchema,
  listAnswersQuerySchema,
  searchCaregiversQuerySchema,
} from '../../services/ops/console/console-schemas.js';
import { getCaregiverDetail } from '../../services/ops/console/get-caregiver-detail.js';
import { listAnswers } from '../../services/ops/console/list-answers.js';
import { rankCandidates } from '../../services/ops/console/rank-candidates.js';
import { searchCaregivers } from '../../services/ops/console/search-caregivers.js';
import { sendData } from '../reply.js';
import { parseOpsInput } from './ops-errors.js';
import { opsRoute } from './route-config.js';

export function registerConsoleReadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get(
    '/caregivers',
    opsRoute({ staffRoles: ['dispatcher', 'admin'] }),
    async (request, reply) => {
      const query = parseOpsInput(searchCaregiversQuerySchema, request.query);
      return sendData(reply, await searchCaregivers({ db, query }));
    },
  );

  app.get<{ Params: { caregiverId: string } }>(
    '/caregivers/:caregiverId',
    // Its contracts name care receivers: a read of health data's neighbourhood, logged.
    opsRoute({ staffRoles: ['dispatcher', 'admin'], auditRead: 'care-receiver' }),
    async (request, reply) =>
      sendData(reply, await getCaregiverDetail({ db, caregiverId: request.params.caregiverId })),
  );

  app.get<{ Params: { serviceRequestId: string } }>(
    '/service-requests/:serviceRequestId/candidates',
    opsRoute({ staffRoles: ['dispatcher'] }),
    async (request, reply) => {
      const query = parseOpsInput(candidatesQuerySchema, request.query);
      const ranked = await rankCandidates({
        db,
        now: deps.now(),
        serviceRequestId: request.params.serviceRequestId,
        ...query,
      });
      return sendData(reply, ranked);
    },
  );

  app.get('/answers', opsRoute({ staffRoles: ['dispatcher'] }), async (request, reply) => {
    const query = parseOpsInput(listAnswersQuerySchema, request.query);
    return sendData(reply, await listAnswers({ db, query }));
  });
}
