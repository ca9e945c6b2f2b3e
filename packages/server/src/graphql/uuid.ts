const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Node ids come from clients: anything but a uuid is simply not found (never a database error). */
export function onlyUuids(ids: readonly string[]): string[] {
  return ids.filter((id) => UUID.test(id));
}
