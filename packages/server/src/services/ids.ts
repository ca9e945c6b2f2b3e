const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from clients: anything but a uuid must never reach a uuid column (a database error). */
/** A plain boolean, not a type guard: a refused id can be quoted in the message. */
export const isUuidText = (value: string): boolean => UUID.test(value);

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
