import { Anchor, Badge, Group, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { FilterButtons } from '../../components/filter-buttons';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { formatDate } from '../../lib/dates';
import { useT } from '../../lib/i18n';
import { useUrlFilters } from '../../lib/url-filters';
import type { ContractPage, ContractStatus } from '../../lib/types';
import { ContractStatusBadge, firstBookingAnswerKey } from './contract-badges';

const STATUSES: readonly ContractStatus[] = ['active', 'ending', 'ended'];
const FILTERS = ['query', 'status'] as const;
const PAGE_SIZE = 50;

/** Issue 40 "Verträge": overdue service documentation first (record 0105), then the newest. */
export function ContractsPage() {
  const { t, locale } = useT();
  const api = useApi();
  const { applied, draft, set, search, reset, searchParams } = useUrlFilters(FILTERS, [
    'caregiverId',
  ]);
  const caregiverId = searchParams.get('caregiverId') ?? '';

  const list = useInfiniteQuery({
    queryKey: ['contracts', applied, caregiverId],
    queryFn: ({ pageParam, signal }) =>
      api.request<ContractPage>('/ops/contracts', {
        query: { ...applied, caregiverId, limit: PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

  const rows = list.data?.pages.flatMap((page) => page.contracts) ?? [];

  return (
    <Page title={t('contracts.title')}>
      <form onSubmit={search} role="search" aria-label={t('contracts.search')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('contracts.query')}
            value={draft.query}
            onChange={(event) => set('query')(event.currentTarget.value)}
          />
          <Select
            label={t('contracts.status')}
            clearable
            value={draft.status || null}
            onChange={set('status')}
            data={STATUSES.map((status) => ({
              value: status,
              label: t(`contractStatus.${status}`),
            }))}
          />
        </SimpleGrid>
        <FilterButtons
          searchLabel={t('contracts.searchButton')}
          resetLabel={t('contracts.reset')}
          onReset={reset}
        />
      </form>
      <Text size="sm" c="dimmed">
        {t('contracts.order')}
      </Text>

      <ListTable
        query={list}
        rows={rows}
        more={list}
        empty={t('contracts.empty')}
        minWidth={720}
        highlightOnHover
        columns={[
          { label: t('contracts.careReceiver') },
          { label: t('contracts.caregiver') },
          { label: t('contracts.period') },
          { label: t('contracts.firstBooking') },
          { label: t('contracts.documentation') },
        ]}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={`/contracts/${row.id}`}>
                {row.careReceiver.lastName}, {row.careReceiver.firstName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {row.careReceiver.postalCode} {row.careReceiver.city}
              </Text>
            </Table.Td>
            <Table.Td>
              {row.caregiver.lastName}, {row.caregiver.firstName}
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <ContractStatusBadge status={row.status} />
                <Text size="sm">
                  {formatDate(row.startDate, locale)}
                  {row.endDate ? ` – ${formatDate(row.endDate, locale)}` : ''}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>{t(`contracts.answer.${firstBookingAnswerKey(row.firstBooking)}`)}</Table.Td>
            <Table.Td>
              {row.serviceDocumentation.overduePeriods > 0 ? (
                <Badge color="red" variant="light">
                  {t('contracts.overdue', {
                    count: row.serviceDocumentation.overduePeriods,
                  })}
                </Badge>
              ) : row.serviceDocumentation.isRequired ? (
                t('contracts.documentationOk')
              ) : (
                t('contracts.documentationNone')
              )}
            </Table.Td>
          </>
        )}
      />
    </Page>
  );
}
