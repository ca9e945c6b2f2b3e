import DataLoader from 'dataloader';
import type { AppDeps } from '../app-deps.js';
import type { CaregiverActor } from '../auth/actor.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { findFirstBookingIds } from '../services/list-bookings.js';
import {
  findProposalCareReceivers,
  type ProposalCareReceiver,
} from '../services/list-proposals.js';

/** DataLoaders against N+1 (DESIGN.md): one query per list, whatever its length. */
export type Loaders = {
  /** contract id → the id of its first booking (spec 1 §3 isFirstBooking). */
  firstBookingIdByContract: DataLoader<string, string | null>;
  careReceiverOfProposal: DataLoader<string, ProposalCareReceiver | null>;
};

export function createLoaders(deps: AppDeps, actor: CaregiverActor | undefined): Loaders {
  const { db } = deps;
  return {
    firstBookingIdByContract: new DataLoader(async (contractIds) => {
      const firstIds = await findFirstBookingIds({
        db,
        actor: requireCaregiverActor(actor),
        contractIds,
      });
      return contractIds.map((id) => firstIds.get(id) ?? null);
    }),
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
