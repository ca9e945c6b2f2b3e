import { Anchor, Badge, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { MAIN_SERVICES } from '@careport/domain/definitions';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { FilterButtons } from '../../components/filter-buttons';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { useT } from '../../lib/i18n';
import { labelOf } from '../../lib/labels';
import { useUrlFilters } from '../../lib/url-filters';
import { languageNames, languageOptions } from '../../lib/languages';
import { CAREGIVER_KINDS, type CaregiverPage } from '../../lib/types';

export const SUB_SERVICES = MAIN_SERVICES.flatMap((service) =>
  service.subServices.map((subService) => subService.subServiceId),
);
const FILTERS = ['query', 'kind', 'postalPrefix', 'service', 'language', 'freeOn'] as const;
const PAGE_SIZE = 50;

export function CaregiversPage() {
  const { t, locale } = useT();
  const api = useApi();
  const { applied, draft, set, search, reset } = useUrlFilters(FILTERS);

  const list = useInfiniteQuery({
    queryKey: ['caregivers', applied],
    queryFn: ({ pageParam, signal }) =>
      api.request<CaregiverPage>('/ops/caregivers', {
        query: { ...applied, limit: PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

  const rows = list.data?.pages.flatMap((page) => page.caregivers) ?? [];

  return (
    <Page title={t('caregivers.title')}>
      <form onSubmit={search} role="search" aria-label={t('caregivers.search')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput
            label={t('caregivers.query')}
            value={draft.query}
            onChange={(event) => set('query')(event.currentTarget.value)}
          />
          <Select
            label={t('caregivers.kind')}
            clearable
            value={draft.kind || null}
            onChange={set('kind')}
            data={CAREGIVER_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          />
          <TextInput
            label={t('caregivers.postalPrefix')}
            inputMode="numeric"
            maxLength={5}
            value={draft.postalPrefix}
            onChange={(event) => set('postalPrefix')(event.currentTarget.value)}
          />
          <Select
            label={t('caregivers.service')}
            clearable
            searchable
            value={draft.service || null}
            onChange={set('service')}
            data={SUB_SERVICES.map((code) => ({ value: code, label: labelOf(t, 'service', code) }))}
          />
          <Select
            label={t('caregivers.language')}
            clearable
            searchable
            value={draft.language || null}
            onChange={set('language')}
            data={languageOptions(t, locale)}
          />
          <TextInput
            label={t('caregivers.freeOn')}
            type="date"
            value={draft.freeOn}
            onChange={(event) => set('freeOn')(event.currentTarget.value)}
          />
        </SimpleGrid>
        <FilterButtons
          searchLabel={t('caregivers.searchButton')}
          resetLabel={t('caregivers.reset')}
          onReset={reset}
        />
      </form>

      <ListTable
        query={list}
        rows={rows}
        more={list}
        above={
          <Text size="sm" c="dimmed" role="status">
            {t('caregivers.count', { count: rows.length })}
          </Text>
        }
        empty={t('caregivers.empty')}
        minWidth={640}
        highlightOnHover
        columns={[
          { label: t('caregivers.name') },
          { label: t('caregivers.kind') },
          { label: t('caregivers.place') },
          { label: t('caregivers.services') },
          { label: t('caregivers.languages') },
        ]}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={`/caregivers/${row.id}`}>
                {row.lastName}, {row.firstName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {row.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light">{t(`kind.${row.kind}`)}</Badge>
            </Table.Td>
            <Table.Td>{[row.postalCode, row.city].filter(Boolean).join(' ') || '—'}</Table.Td>
            <Table.Td>
              {row.services.map((code) => labelOf(t, 'service', code)).join(', ') || '—'}
            </Table.Td>
            <Table.Td>{languageNames(t, locale, row.languages) || '—'}</Table.Td>
          </>
        )}
      />
    </Page>
  );
}
