// Reading the few JSON shapes the app needs before its first screen (stored session, runtime
// configuration, token answers) without a schema library: zod does not fit the first visit's
// JavaScript budget (issue 5 §3). The screens' API calls keep their zod schemas.

/** A JSON object's fields, or null for anything else. */
export function asFields(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** An optional text: a string, or absent or null. */
export function isOptionalString(value: unknown): value is string | null | undefined {
  return value === undefined || value === null || typeof value === 'string';
}
