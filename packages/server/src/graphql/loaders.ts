import type { AppDeps } from '../app-deps.js';
import type { CaregiverActor } from '../auth/actor.js';

/**
 * DataLoaders against N+1 (DESIGN.md): one query per list, whatever its length. Bookings,
 * contracts and proposals come whole from their services (a fixed number of queries per list), so
 * none is needed yet; a field resolved per row adds its loader here.
 */
export type Loaders = Record<string, never>;

export function createLoaders(_deps: AppDeps, _actor: CaregiverActor | undefined): Loaders {
  return {};
}
