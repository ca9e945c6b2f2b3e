import { PROPOSAL_STATUSES } from '@careport/domain/catalogue';
import { Anchor, Badge, Button, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { formatInstant } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { labelOf } from '../../lib/labels';
import type { ProposalAnswer } from '../../lib/types';
import { AwardDialog } from './award-dialog';

const STATE_COLOURS: Record<string, string> = {
  ACCEPTED: 'green',
  DECLINED: 'red',
  EXPIRED: 'gray',
  AWARDED: 'indigo',
  AWARDED_ELSEWHERE: 'gray',
};

/** The answers to proposals (`GET /ops/proposals`), newest first, for one request or all. */
export function ProposalsTable({ serviceRequestId }: { serviceRequestId?: string }) {
  const { t, locale } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const proposals = useQuery({
    queryKey: ['proposals', serviceRequestId ?? null, status],
    queryFn: ({ signal }) =>
      api.request<{ proposals: ProposalAnswer[] }>('/ops/proposals', {
        query: { service_request_id: serviceRequestId, status },
        signal,
      }),
    // Answers arrive while the dispatcher watches (issue 40).
    refetchInterval: 30_000,
  });
  const [awarding, setAwarding] = useState<ProposalAnswer | null>(null);
  const acceptCounter = useMutation({
    // Issue 40: a counter-proposal accepted makes the caregiver's offered time the first booking.
    mutationFn: (proposal: ProposalAnswer) =>
      api.request<{ contract_id: string }>(
        `/ops/service-requests/${encodeURIComponent(proposal.service_request_id)}/award`,
        {
          method: 'POST',
          json: { caregiver_email: proposal.caregiver.email, accept_counter_proposal: true },
        },
      ),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('proposals.awarded') });
      await queryClient.invalidateQueries({ queryKey: ['proposals'] });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
  });

  const rows = proposals.data?.proposals ?? [];
  return (
    <Stack gap="sm">
      <Select
        label={t('proposals.status')}
        clearable
        w={{ base: '100%', sm: 240 }}
        value={status}
        onChange={setStatus}
        data={PROPOSAL_STATUSES.map((value) => ({
          value,
          label: labelOf(t, 'proposalState', value),
        }))}
      />
      <ListTable
        query={proposals}
        rows={rows}
        empty={t('proposals.empty')}
        minWidth={720}
        label={t('request.answersTab')}
        columns={[
          { label: t('proposals.caregiver') },
          { label: t('proposals.careReceiver') },
          { label: t('proposals.state') },
          { label: t('proposals.answer') },
          { label: t('proposals.expires') },
          { label: t('caregiver.actions') },
        ]}
        rowKey={(proposal) => proposal.proposal_id}
        renderRow={(proposal) => (
          <>
            <Table.Td>
              {proposal.caregiver.first_name} {proposal.caregiver.last_name}
              <Text size="xs" c="dimmed">
                {proposal.caregiver.email}
              </Text>
            </Table.Td>
            <Table.Td>
              {serviceRequestId ? (
                `${proposal.care_receiver.first_name} ${proposal.care_receiver.last_name}`
              ) : (
                <Anchor component={Link} to={`/service-requests/${proposal.service_request_id}`}>
                  {proposal.care_receiver.first_name} {proposal.care_receiver.last_name}
                </Anchor>
              )}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={STATE_COLOURS[proposal.state] ?? 'indigo'}>
                {labelOf(t, 'proposalState', proposal.state)}
              </Badge>
            </Table.Td>
            <Table.Td>
              {proposal.decline_reasons.map((reason) => (
                <Text size="sm" key={reason.reason}>
                  {reason.reason}
                  {reason.details ? `: ${reason.details}` : ''}
                </Text>
              ))}
              {proposal.counter_proposal && (
                <Text size="sm">
                  {t('proposals.counter', {
                    from: formatInstant(proposal.counter_proposal.start_date, locale),
                    to: formatInstant(proposal.counter_proposal.end_date, locale),
                  })}
                  {proposal.counter_proposal.note ? ` – ${proposal.counter_proposal.note}` : ''}
                </Text>
              )}
              {proposal.accepted_at && (
                <Text size="sm">{formatInstant(proposal.accepted_at, locale)}</Text>
              )}
            </Table.Td>
            <Table.Td>{formatInstant(proposal.expires_at, locale)}</Table.Td>
            <Table.Td>
              {proposal.state === 'ACCEPTED' && proposal.contract_id === null && (
                <Button
                  size="compact-sm"
                  aria-label={t('proposals.awardLabel', {
                    name: `${proposal.caregiver.first_name} ${proposal.caregiver.last_name}`,
                  })}
                  onClick={() => setAwarding(proposal)}
                >
                  {t('proposals.award')}
                </Button>
              )}
              {proposal.state === 'DECLINED' && proposal.counter_proposal && (
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={t('proposals.acceptCounterLabel', {
                    name: `${proposal.caregiver.first_name} ${proposal.caregiver.last_name}`,
                    from: formatInstant(proposal.counter_proposal.start_date, locale),
                    to: formatInstant(proposal.counter_proposal.end_date, locale),
                  })}
                  onClick={() => acceptCounter.mutate(proposal)}
                  loading={
                    acceptCounter.isPending &&
                    acceptCounter.variables.proposal_id === proposal.proposal_id
                  }
                >
                  {t('proposals.acceptCounter')}
                </Button>
              )}
            </Table.Td>
          </>
        )}
      />
      <AwardDialog proposal={awarding} onClose={() => setAwarding(null)} />
    </Stack>
  );
}
