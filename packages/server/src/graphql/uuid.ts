import { isUuid } from '../services/ids.js';

/** Node ids come from clients: anything but a uuid is simply not found (never a database error). */
export function onlyUuids(ids: readonly string[]): string[] {
  return ids.filter(isUuid);
}
