/** Every leaf key of a nested catalogue as a dotted path, for comparing key sets. */
export function flattenKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flattenKeys(value as object, `${prefix}${key}.`),
  );
}
