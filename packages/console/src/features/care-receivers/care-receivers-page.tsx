import {
  Badge,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '../../components/page';
import { FilterButtons } from '../../components/filter-buttons';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { ApiError } from '../../lib/api-error';
import { formatDate } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import type { CareReceiverPage, CareReceiverRow } from '../../lib/types';
import { useUrlFilters } from '../../lib/url-filters';

const PAGE_SIZE = 50;

/** Why the button is off, in the admin's words (record 0106). */
function HoldReason({ row }: { row: CareReceiverRow }) {
  const { t, locale } = useT();
  if (row.hold === 'OPEN_CONTRACT') return <>{t('careReceivers.hold.OPEN_CONTRACT')}</>;
  if (row.hold === 'RETENTION_RUNNING' && row.retentionEndsAt) {
    return (
      <>
        {t('careReceivers.hold.RETENTION_RUNNING', {
          date: formatDate(row.retentionEndsAt, locale),
        })}
      </>
    );
  }
  return null;
}

/** Issue 40 "Pflegebedürftige" (admin): anonymise after the retention period. */
export function CareReceiversPage() {
  const { t, locale } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { applied, draft, set, search } = useUrlFilters(['query', 'eligible']);
  const [confirming, setConfirming] = useState<CareReceiverRow | null>(null);

  const list = useInfiniteQuery({
    queryKey: ['care-receivers', applied],
    queryFn: ({ pageParam, signal }) =>
      api.request<CareReceiverPage>('/ops/care-receivers', {
        query: { ...applied, limit: PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

  const anonymise = useMutation({
    mutationFn: (row: CareReceiverRow) =>
      api.request<{ invoices_anonymized: number }>(
        `/ops/care-receivers/${encodeURIComponent(row.id)}/anonymize`,
        { method: 'POST', json: {} },
      ),
    onSuccess: async (result) => {
      setConfirming(null);
      notifications.show({
        closeButtonProps: { 'aria-label': t('action.close') },
        color: 'green',
        message: t('careReceivers.done', { count: result.invoices_anonymized }),
      });
      await queryClient.invalidateQueries({ queryKey: ['care-receivers'] });
    },
  });

  // The server names the day the period ends (details.retentionEndsAt): said as the list says it.
  const refusalMessage = (error: unknown) => {
    const endsAt = error instanceof ApiError ? error.details['retentionEndsAt'] : undefined;
    return error instanceof ApiError &&
      error.code === 'CARE_RECEIVER_RETENTION_RUNNING' &&
      endsAt !== undefined
      ? t('careReceivers.hold.RETENTION_RUNNING', { date: formatDate(endsAt, locale) })
      : errorMessage(error, t);
  };

  const rows = list.data?.pages.flatMap((page) => page.careReceivers) ?? [];

  return (
    <Page title={t('careReceivers.title')}>
      <Text size="sm" c="dimmed">
        {t('careReceivers.rule')}
      </Text>
      <form onSubmit={search} role="search" aria-label={t('careReceivers.search')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('careReceivers.query')}
            value={draft.query}
            onChange={(event) => set('query')(event.currentTarget.value)}
          />
          <Select
            label={t('careReceivers.eligible')}
            clearable
            value={draft.eligible || null}
            onChange={set('eligible')}
            data={[
              { value: 'true', label: t('careReceivers.eligibleYes') },
              { value: 'false', label: t('careReceivers.eligibleNo') },
            ]}
          />
        </SimpleGrid>
        <FilterButtons searchLabel={t('careReceivers.searchButton')} />
      </form>

      <ListTable
        query={list}
        rows={rows}
        more={list}
        empty={t('careReceivers.empty')}
        minWidth={640}
        columns={[
          { label: t('careReceivers.name') },
          { label: t('careReceivers.lastEnd') },
          { label: t('careReceivers.retention') },
          { label: t('careReceivers.action') },
        ]}
        rowKey={(row) => row.id}
        renderRow={(row) => {
          const name = row.isAnonymized
            ? t('careReceivers.anonymized')
            : `${row.lastName}, ${row.firstName}`;
          const holdId = `hold-${row.id}`;
          return (
            <>
              <Table.Td>
                {name}
                <Text size="xs" c="dimmed">
                  {row.postalCode} {row.city}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.hasOpenContract
                  ? t('careReceivers.open')
                  : row.lastContractEnd
                    ? formatDate(row.lastContractEnd, locale)
                    : t('careReceivers.noContract')}
              </Table.Td>
              <Table.Td>
                {row.isAnonymized ? (
                  <Badge color="gray" variant="light">
                    {t('careReceivers.anonymized')}
                  </Badge>
                ) : row.eligible ? (
                  <Badge color="green" variant="light">
                    {t('careReceivers.passed')}
                  </Badge>
                ) : (
                  <Text size="sm" id={holdId}>
                    <HoldReason row={row} />
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {!row.isAnonymized && (
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="light"
                    disabled={!row.eligible}
                    aria-describedby={row.eligible ? undefined : holdId}
                    aria-label={t('careReceivers.anonymizeNamed', { name })}
                    onClick={() => {
                      anonymise.reset();
                      setConfirming(row);
                    }}
                  >
                    {t('careReceivers.anonymize')}
                  </Button>
                )}
              </Table.Td>
            </>
          );
        }}
      />

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('careReceivers.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('action.close') }}
      >
        {confirming && (
          <Stack>
            <Text size="sm">
              {t('careReceivers.confirmText', {
                name: `${confirming.firstName} ${confirming.lastName}`,
              })}
            </Text>
            {anonymise.isError && (
              <Text size="sm" c="red" role="alert">
                {refusalMessage(anonymise.error)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('action.cancel')}
              </Button>
              <Button
                color="red"
                loading={anonymise.isPending}
                onClick={() => anonymise.mutate(confirming)}
              >
                {t('careReceivers.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Page>
  );
}
