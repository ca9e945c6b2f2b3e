import type { ProposalStatus } from '../catalogue/enums.js';

/** spec 1 §4: expired once expiresAt is reached. */
export function isProposalExpired(proposal: { expiresAt: string }, now: Date): boolean {
  return new Date(proposal.expiresAt).getTime() <= now.getTime();
}

/**
 * spec 1 §4: the list shows only proposals that are not declined and not expired;
 * spec 1 §9: proposals are sorted by expiry, the soonest first.
 */
export function selectListedProposals<T extends { status: ProposalStatus; expiresAt: string }>(
  proposals: readonly T[],
  now: Date,
): T[] {
  return proposals
    .filter((proposal) => proposal.status !== 'DECLINED' && !isProposalExpired(proposal, now))
    .sort((a, b) => new Date(a.expiresAt).getTime() - new Date(b.expiresAt).getTime());
}

/** spec 1 §2 Customer area: the tab's badge is the number of open proposals still listed. */
export function countOpenProposals(
  proposals: readonly { status: ProposalStatus; expiresAt: string }[],
  now: Date,
): number {
  return selectListedProposals(proposals, now).filter((proposal) => proposal.status === 'OPEN')
    .length;
}
