/**
 * Beyond the spec (issue 10): the decline reasons that are about time, for which the caregiver may
 * offer another time. The spec's list has no reason named for timing: the hours requested and
 * 'other' (the caregiver's own words, often "not on that day") are the ones a new time can answer;
 * distance and services cannot (docs/decisions.md).
 */
export const PROPOSAL_TIMING_DECLINE_REASONS: readonly string[] = [
  'too_many_hours_requested',
  'other',
];

/** Whether the decline form offers a counter-proposal for the chosen reasons. */
export function isCounterProposalOffered(reasons: readonly string[]): boolean {
  return reasons.some((reason) => PROPOSAL_TIMING_DECLINE_REASONS.includes(reason));
}
