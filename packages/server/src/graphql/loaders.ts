import DataLoader from 'dataloader';
import type { AppDeps } from '../app-deps.js';
import type { CaregiverActor } from '../auth/actor.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import {
  findProposalCareReceivers,
  type ProposalCareReceiver,
} from '../services/list-proposals.js';

/**
 * DataLoaders against N+1 (DESIGN.md): one query per list, whatever its length. Bookings and
 * contracts come whole from their services (three queries per list), so they need none.
 */
export type Loaders = {
  careReceiverOfProposal: DataLoader<string, ProposalCareReceiver | null>;
};

export function createLoaders(deps: AppDeps, actor: CaregiverActor | undefined): Loaders {
  const { db } = deps;
  return {
    careReceiverOfProposal: new DataLoader(async (careReceiverIds) => {
      const found = await findProposalCareReceivers({
        db,
        actor: requireCaregiverActor(actor),
        careReceiverIds,
      });
      return careReceiverIds.map((id) => found.get(id) ?? null);
    }),
  };
}
