import { Anchor, Badge, Button, Checkbox, Group, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/page';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { labelOf } from '../../lib/labels';
import { languageNames } from '../../lib/languages';
import type { Candidate } from '../../lib/types';
import { ProposalsTable } from './proposals-table';

/** A service request's ranked candidates, to propose it to, and the answers so far. */
export function ServiceRequestPage() {
  const { t, locale } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { serviceRequestId = '' } = useParams();
  const [picked, setPicked] = useState<string[]>([]);
  const candidates = useQuery({
    queryKey: ['candidates', serviceRequestId],
    queryFn: ({ signal }) =>
      api.request<{ candidates: Candidate[] }>(
        `/ops/service-requests/${encodeURIComponent(serviceRequestId)}/candidates`,
        { signal },
      ),
  });
  const propose = useMutation({
    mutationFn: async (picks: Candidate[]) => {
      const failures: string[] = [];
      for (const candidate of picks) {
        try {
          // The proposal names its caregiver by e-mail (`ops propose`); the ranking carries it,
          // so proposing reads no caregiver's detail (a logged read of their customers).
          await api.request(
            `/ops/service-requests/${encodeURIComponent(serviceRequestId)}/proposals`,
            { method: 'POST', json: { caregiver_email: candidate.email } },
          );
        } catch (error) {
          failures.push(`${candidate.firstName} ${candidate.lastName}: ${errorMessage(error, t)}`);
        }
      }
      return { sent: picks.length - failures.length, failures };
    },
    onSuccess: async ({ sent, failures }) => {
      if (sent > 0)
        notifications.show({ color: 'green', message: t('candidates.sent', { count: sent }) });
      for (const failure of failures) notifications.show({ color: 'red', message: failure });
      setPicked([]);
      await queryClient.invalidateQueries({ queryKey: ['proposals'] });
    },
  });

  const toggle = (id: string) =>
    setPicked((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
  const rows = candidates.data?.candidates ?? [];

  return (
    <Page title={t('candidates.title')}>
      <Anchor component={Link} to="/service-requests" size="sm">
        {t('candidates.back')}
      </Anchor>
      <Title order={2} size="h3">
        {t('candidates.ranked')}
      </Title>
      <ListTable
        query={candidates}
        rows={rows}
        empty={t('candidates.empty')}
        minWidth={720}
        label={t('candidates.ranked')}
        columns={[
          { label: t('candidates.pick') },
          { label: t('caregivers.name') },
          { label: t('candidates.distance') },
          { label: t('candidates.services') },
          { label: t('caregivers.languages') },
          { label: t('candidates.day') },
          { label: t('candidates.score') },
        ]}
        rowKey={(candidate) => candidate.caregiverId}
        renderRow={(candidate) => {
          const name = `${candidate.firstName} ${candidate.lastName}`;
          return (
            <>
              <Table.Td>
                <Checkbox
                  aria-label={t('candidates.pickLabel', { name })}
                  checked={picked.includes(candidate.caregiverId)}
                  onChange={() => toggle(candidate.caregiverId)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/caregivers/${candidate.caregiverId}`}>
                  {name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(`kind.${candidate.kind}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                {candidate.distanceKm === null
                  ? '—'
                  : `${candidate.distanceKm.toLocaleString()} km`}
              </Table.Td>
              <Table.Td>
                {candidate.matchingServices.map((code) => labelOf(t, 'service', code)).join(', ') ||
                  '—'}
              </Table.Td>
              <Table.Td>{languageNames(t, locale, candidate.languages) || '—'}</Table.Td>
              <Table.Td>
                {candidate.absent ? (
                  <Badge color="red" variant="light">
                    {t('candidates.absent')}
                  </Badge>
                ) : candidate.freeOnRequestedDay ? (
                  <Badge color="green" variant="light">
                    {t('candidates.free')}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    {t('candidates.busy')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{candidate.score.toLocaleString()}</Table.Td>
            </>
          );
        }}
        below={
          <Group>
            <Button
              disabled={picked.length === 0}
              loading={propose.isPending}
              onClick={() => propose.mutate(rows.filter((row) => picked.includes(row.caregiverId)))}
            >
              {t('candidates.propose', { count: picked.length })}
            </Button>
          </Group>
        }
      />
      <Title order={2} size="h3">
        {t('candidates.answers')}
      </Title>
      <ProposalsTable serviceRequestId={serviceRequestId} />
    </Page>
  );
}
