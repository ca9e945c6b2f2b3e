import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { getContract, listContracts } from '../services/list-contracts.js';
import { toContractDto } from './booking-dto.js';
import { createItemSender, createListSender } from './reply.js';

/** spec 1 §7 Contract calls, under /caregiver-app (bearer: a caregiver token). */
export function registerContractRoutes(app: FastifyInstance, deps: AppDeps): void {
  const sendContractList = createListSender(toContractDto);
  const sendContract = createItemSender(toContractDto);
  app.get('/contract-aggregate', async (request, reply) => {
    const views = await listContracts({
      db: deps.db,
      actor: requireCaregiverActor(request.actor),
      now: deps.now(),
      cache: deps.readCache,
    });
    return sendContractList(request, reply, views);
  });

  app.get<{ Params: { id: string } }>('/contract-aggregate/:id', async (request, reply) => {
    const view = await getContract({
      db: deps.db,
      actor: requireCaregiverActor(request.actor),
      now: deps.now(),
      contractId: request.params.id,
      cache: deps.readCache,
    });
    return sendContract(request, reply, view);
  });
}
