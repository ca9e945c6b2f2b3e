import { Badge, Button, Group, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Page } from '../../components/page';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { formatInstant } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import type { AuditEntry } from '../../lib/types';

type Filters = { actor: string; action: string; recordId: string; from: string; to: string };
const EMPTY: Filters = { actor: '', action: '', recordId: '', from: '', to: '' };
const PAGE_SIZE = 100;

export function AuditPage() {
  const { t, locale } = useT();
  const api = useApi();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [downloading, setDownloading] = useState(false);
  const list = useInfiniteQuery({
    queryKey: ['audit', applied],
    queryFn: ({ pageParam, signal }) =>
      api.request<{ entries: AuditEntry[]; nextCursor: string | null }>('/ops/audit', {
        query: { ...applied, cursor: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ ...draft });
  };
  // A link cannot carry the bearer token: the file is fetched and handed to the browser.
  const downloadCsv = async () => {
    setDownloading(true);
    try {
      const blob = await api.download('/ops/audit.csv', applied);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `careport-audit-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      setDownloading(false);
    }
  };
  const rows = list.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Page
      title={t('audit.title')}
      actions={
        <Button variant="light" onClick={() => void downloadCsv()} loading={downloading}>
          {t('audit.csv')}
        </Button>
      }
    >
      <form onSubmit={search} role="search" aria-label={t('audit.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <TextInput label={t('audit.actor')} {...field('actor')} />
          <TextInput label={t('audit.action')} placeholder="booking.create" {...field('action')} />
          <TextInput label={t('audit.recordId')} {...field('recordId')} />
          <TextInput label={t('filter.from')} type="date" {...field('from')} />
          <TextInput label={t('filter.to')} type="date" {...field('to')} />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('caregivers.searchButton')}</Button>
          <Button
            variant="subtle"
            type="button"
            onClick={() => {
              setDraft(EMPTY);
              setApplied(EMPTY);
            }}
          >
            {t('caregivers.reset')}
          </Button>
        </Group>
      </form>
      <ListTable
        query={list}
        rows={rows}
        more={list}
        empty={t('audit.empty')}
        minWidth={760}
        columns={[
          { label: t('audit.at') },
          { label: t('audit.actor') },
          { label: t('audit.action') },
          { label: t('audit.record') },
          { label: t('audit.summary') },
        ]}
        rowKey={(entry) => entry.id}
        renderRow={(entry) => (
          <>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.at, locale)}</Table.Td>
            <Table.Td>
              {entry.actorLabel}
              <Text size="xs" c="dimmed">
                {entry.actorKind === 'client' ? t('audit.machine') : (entry.role ?? '')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="outline" tt="none">
                {entry.action}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{entry.recordType ?? '—'}</Text>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {entry.recordId ?? ''}
              </Text>
            </Table.Td>
            <Table.Td>{entry.summary ?? '—'}</Table.Td>
          </>
        )}
      />
    </Page>
  );
}
