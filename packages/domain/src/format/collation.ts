/** spec 1 §2, §9: German collation (ä with a, ß with ss, case-insensitive first). */
const germanCollator = new Intl.Collator('de', { sensitivity: 'base' });
const germanTieBreaker = new Intl.Collator('de');

export function compareGerman(a: string, b: string): number {
  return germanCollator.compare(a, b) || germanTieBreaker.compare(a, b);
}

/** spec 1 §9: contract lists are sorted by care receiver last name with German collation. */
export function sortByLastName<T extends { name: { lastName: string; firstName: string } }>(
  people: readonly T[],
): T[] {
  return [...people].sort(
    (a, b) =>
      compareGerman(a.name.lastName, b.name.lastName) ||
      compareGerman(a.name.firstName, b.name.firstName),
  );
}
