import type { ProposalStatus } from '../catalogue/enums.js';

/** spec 1 §4, §9: an employee's proposal auto-accepts after 40 000 ms on the detail screen. */
export const EMPLOYEE_AUTO_ACCEPT_MS = 40_000;

/** spec 1 §4, §6: employees cannot accept or decline by hand. */
export function canAnswerProposalByHand(actor: { isEmployee: boolean }): boolean {
  return !actor.isEmployee;
}

/**
 * spec 1 §4: for an employee, an open proposal auto-accepts once 40 000 ms have passed on the
 * detail screen, unless it is already accepting.
 */
export function shouldAutoAcceptProposal(input: {
  isEmployee: boolean;
  status: ProposalStatus;
  isAccepting: boolean;
  elapsedMs: number;
}): boolean {
  return (
    input.isEmployee &&
    input.status === 'OPEN' &&
    !input.isAccepting &&
    input.elapsedMs >= EMPLOYEE_AUTO_ACCEPT_MS
  );
}
