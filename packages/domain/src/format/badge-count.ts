/** spec 1 §2 Diary: a badge count above 99 shows as 99+. Hiding a zero is the caller's choice. */
export const BADGE_COUNT_MAX = 99;

export function formatBadgeCount(count: number): string {
  return count > BADGE_COUNT_MAX ? `${BADGE_COUNT_MAX}+` : String(count);
}
