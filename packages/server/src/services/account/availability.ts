import { bookedOutSchema, travelDistanceSchema } from '@careport/domain';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { parseInput } from '../../errors/parse-input.js';
import type { CaregiverProfile } from '../get-caregiver-profile.js';
import { requireIndependent, updateOwnCaregiver } from './own-caregiver.js';

type Options = { db: Db; actor: CaregiverActor; now: Date; input: unknown };

/** spec 2 §7 setCaregiverBookedOut {bookedOut}: the inverse of 'available for new customers'. */
export async function setCaregiverBookedOut(options: Options): Promise<CaregiverProfile> {
  const { db, actor, now } = options;
  await requireIndependent(db, actor);
  const { bookedOut } = parseInput(bookedOutSchema, options.input);
  return updateOwnCaregiver(db, actor, { bookedOut }, now);
}

/** spec 2 §7 updateCaregiverTravelDistance {travelDistance}: an integer from 1 to 30 km (§5). */
export async function updateCaregiverTravelDistance(options: Options): Promise<CaregiverProfile> {
  const { db, actor, now } = options;
  await requireIndependent(db, actor);
  const { travelDistance } = parseInput(travelDistanceSchema, options.input);
  return updateOwnCaregiver(db, actor, { travelDistance }, now);
}
