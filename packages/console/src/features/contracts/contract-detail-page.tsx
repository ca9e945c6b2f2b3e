import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/page';
import { ErrorState, LoadingState } from '../../components/states';
import { useApi } from '../../lib/api-context';
import { formatDate, formatInstant } from '../../lib/dates';
import { useT } from '../../lib/i18n';
import { labelOf } from '../../lib/labels';
import { useStaffSession } from '../../lib/staff-session';
import type { ContractDetail } from '../../lib/types';
import { ContractStatusBadge, firstBookingAnswerKey } from './contract-badges';
import { DocumentationPeriods } from './documentation-periods';
import { EndCollaborationForm } from './end-collaboration-form';
import { FirstBookingAnswerForm } from './first-booking-answer-form';

/** One contract: its first booking and the customer's answer, its end, its documentation. */
export function ContractDetailPage() {
  const { t, locale } = useT();
  const api = useApi();
  const { me } = useStaffSession();
  const contractId = useParams().contractId ?? '';
  const detail = useQuery({
    queryKey: ['contract', contractId],
    queryFn: ({ signal }) =>
      api.request<ContractDetail>(`/ops/contracts/${encodeURIComponent(contractId)}`, { signal }),
  });

  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    return (
      <Page title={t('contracts.detailTitle')}>
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      </Page>
    );
  }
  const contract = detail.data;
  const booking = contract.firstBooking;
  // Record 0105: finance reads; only the dispatcher enters answers and ends collaborations.
  const mayWrite = me?.role === 'dispatcher' && contract.status !== 'ended';
  const answer = firstBookingAnswerKey(booking);
  const mayAnswer = mayWrite && booking !== null && answer !== 'declined' && answer !== 'done';
  const name = `${contract.careReceiver.firstName} ${contract.careReceiver.lastName}`;

  return (
    <Page title={t('contracts.detailHeading', { name })}>
      <Anchor component={Link} to="/contracts" size="sm">
        {t('contracts.back')}
      </Anchor>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder>
          <Stack gap={6}>
            <Group gap="xs">
              <ContractStatusBadge status={contract.status} />
              <Text size="sm">
                {formatDate(contract.startDate, locale)}
                {contract.endDate ? ` – ${formatDate(contract.endDate, locale)}` : ''}
              </Text>
            </Group>
            <Text size="sm">
              {t('contracts.caregiver')}:{' '}
              <Anchor component={Link} to={`/caregivers/${contract.caregiver.id}`}>
                {contract.caregiver.firstName} {contract.caregiver.lastName}
              </Anchor>
            </Text>
            <Text size="sm">
              {t('contracts.place')}: {contract.careReceiver.postalCode}{' '}
              {contract.careReceiver.city}
            </Text>
            <Text size="sm">
              {t('contracts.firstBooking')}:{' '}
              {booking ? formatInstant(booking.startDate, locale) : '—'} ·{' '}
              {t(`contracts.answer.${answer}`)}
            </Text>
            {booking?.confirmationReason && (
              <Text size="sm">
                {t('firstBooking.unsureReason')}: {labelOf(t, 'reason', booking.confirmationReason)}
                {booking.confirmationDescription ? ` – ${booking.confirmationDescription}` : ''}
              </Text>
            )}
            {booking?.declineReason && (
              <Text size="sm">
                {t('firstBooking.declineReason')}: {labelOf(t, 'reason', booking.declineReason)}
                {booking.declineSubReason
                  ? ` – ${labelOf(t, 'subReason', booking.declineSubReason)}`
                  : ''}
              </Text>
            )}
          </Stack>
        </Card>
        {mayWrite && (
          <Card withBorder>
            <Stack gap="lg">
              {mayAnswer && <FirstBookingAnswerForm contractId={contract.id} />}
              <EndCollaborationForm contractId={contract.id} />
            </Stack>
          </Card>
        )}
      </SimpleGrid>
      <DocumentationPeriods contract={contract} />
    </Page>
  );
}
