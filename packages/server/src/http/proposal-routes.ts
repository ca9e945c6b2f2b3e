import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { acceptProposal, declineProposal } from '../services/answer-proposal.js';
import { listProposals } from '../services/list-proposals.js';
import { toProposalDto } from './proposal-dto.js';
import { createListSender, sendData } from './reply.js';

/**
 * `{id}` is the service request's id, as the app's routes are
 * (docs/decisions/0030-customers-and-proposals-rules.md).
 */
type WithId = { Params: { id: string } };

/** spec 1 §7 Proposal calls, under /caregiver-app (bearer: a caregiver token). */
export function registerProposalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const actorOf = (request: FastifyRequest) => requireCaregiverActor(request.actor);

  const sendProposalList = createListSender(toProposalDto);
  app.get('/proposal', async (request, reply) => {
    const views = await listProposals({
      db,
      actor: actorOf(request),
      now: deps.now(),
      cache: deps.readCache,
    });
    return sendProposalList(request, reply, views);
  });

  app.post<WithId>('/proposal/:id/accept', async (request, reply) => {
    const view = await acceptProposal({
      db,
      actor: actorOf(request),
      now: deps.now(),
      serviceRequestId: request.params.id,
    });
    return sendData(reply, toProposalDto(view));
  });

  app.post<WithId>('/proposal/:id/decline', async (request, reply) => {
    const result = await declineProposal({
      db,
      actor: actorOf(request),
      now: deps.now(),
      serviceRequestId: request.params.id,
      body: request.body,
    });
    return sendData(reply, { service_request_id: result.serviceRequestId, status: 'DECLINED' });
  });
}
