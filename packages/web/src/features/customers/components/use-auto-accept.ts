import type { ProposalStatus } from '@careport/domain';
import { EMPLOYEE_AUTO_ACCEPT_MS, shouldAutoAcceptProposal } from '@careport/domain';
import { useEffect, useRef, useState } from 'react';

/**
 * spec 1 §4, §9: on the detail screen an employee's open proposal accepts itself after 40 000 ms,
 * unless it is already accepting. Answers the seconds left (null when it does not apply).
 */
export function useAutoAccept(input: {
  isEmployee: boolean;
  status: ProposalStatus | null;
  isAccepting: boolean;
  accept: () => void;
}): number | null {
  const [startedAt] = useState(() => Date.now());
  const [elapsedMs, setElapsedMs] = useState(0);
  const hasFired = useRef(false);
  const applies = input.isEmployee && input.status === 'OPEN';

  useEffect(() => {
    if (!applies) return;
    const timer = window.setInterval(() => setElapsedMs(Date.now() - startedAt), 1_000);
    return () => window.clearInterval(timer);
  }, [applies, startedAt]);

  const { accept } = input;
  const isDue =
    input.status !== null &&
    shouldAutoAcceptProposal({
      isEmployee: input.isEmployee,
      status: input.status,
      isAccepting: input.isAccepting,
      elapsedMs,
    });
  useEffect(() => {
    if (!isDue || hasFired.current) return;
    hasFired.current = true;
    accept();
  }, [isDue, accept]);

  if (!applies) return null;
  return Math.max(0, Math.ceil((EMPLOYEE_AUTO_ACCEPT_MS - elapsedMs) / 1_000));
}
