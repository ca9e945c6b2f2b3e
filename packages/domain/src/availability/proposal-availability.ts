/**
 * Issue 11: absences and bookedOut are respected by the marketplace. The back office does not
 * propose a service request to a caregiver who is booked out (spec 2 §2: not available for new
 * customers) or absent on any of the requested days, and says which it is.
 */
export type ProposalBlock =
  { reason: 'BOOKED_OUT' } | { reason: 'ABSENT'; absence: { from: string; to: string } };

/** Whether two day ranges (yyyy-MM-dd, both ends included) share a day. */
export function dayRangesOverlap(
  a: { from: string; to: string },
  b: { from: string; to: string },
): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/**
 * Why a caregiver cannot be proposed the days `requested` (first to last requested day), or null
 * when they can. Booked out wins: it holds whatever the dates.
 */
export function proposalBlock(
  caregiver: { bookedOut: boolean; absences: readonly { from: string; to: string }[] },
  requested: { from: string; to: string },
): ProposalBlock | null {
  if (caregiver.bookedOut) return { reason: 'BOOKED_OUT' };
  const absence = caregiver.absences.find((candidate) => dayRangesOverlap(candidate, requested));
  return absence ? { reason: 'ABSENT', absence: { from: absence.from, to: absence.to } } : null;
}
