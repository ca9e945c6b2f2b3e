import { Badge } from '@mantine/core';
import { useT } from '../../lib/i18n';
import type { ContractListItem, DocumentationState } from '../../lib/types';

// Only the colours whose light badges the theme keeps at 4.5:1 (lib/theme.ts LIGHT_COLOURS).
const STATUS_COLOURS = { active: 'green', ending: 'indigo', ended: 'gray' } as const;
const DOCUMENTATION_COLOURS: Record<DocumentationState, string> = {
  UPLOADED: 'green',
  UPCOMING: 'gray',
  DUE: 'indigo',
  OVERDUE: 'red',
};

export function ContractStatusBadge({ status }: { status: ContractListItem['status'] }) {
  const { t } = useT();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]}>
      {t(`contractStatus.${status}`)}
    </Badge>
  );
}

export function DocumentationStateBadge({ state }: { state: DocumentationState }) {
  const { t } = useT();
  return (
    <Badge variant="light" color={DOCUMENTATION_COLOURS[state]}>
      {t(`documentation.state.${state}`)}
    </Badge>
  );
}

/** The customer's answer to the first appointment, as a short text. */
export function firstBookingAnswerKey(
  booking: ContractListItem['firstBooking'],
): 'none' | 'open' | 'maybe' | 'confirmed' | 'declined' | 'done' {
  if (booking === null) return 'none';
  if (booking.firstBookingStatus === 'CONFIRMED') return 'confirmed';
  if (booking.firstBookingStatus === 'DECLINED') return 'declined';
  if (booking.confirmationReason !== null) return 'maybe';
  if (booking.status === 'FULFILLED' || booking.status === 'INVOICED') return 'done';
  return 'open';
}
