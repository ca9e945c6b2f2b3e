import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { getContract, listContracts } from '../services/list-contracts.js';
import { toContractDto } from './booking-dto.js';
import { createListSender, sendData } from './reply.js';

/** spec 1 §7 Contract calls, under /caregiver-app (bearer: a caregiver token). */
export function registerContractRoutes(app: FastifyInstance, deps: AppDeps): void {
  const sendContractList = createListSender(toContractDto);
  app.get('/contract-aggregate', async (request, reply) => {
    const views = await listContracts({
      db: deps.db,
      actor: requireCaregiverActor(request.actor),
      cache: deps.readCache,
    });
    return sendContractList(request, reply, views);
  });

  app.get<{ Params: { id: string } }>('/contract-aggregate/:id', async (request, reply) => {
    const view = await getContract({
      db: deps.db,
      actor: requireCaregiverActor(request.actor),
      contractId: request.params.id,
    });
    return sendData(reply, toContractDto(view));
  });
}
