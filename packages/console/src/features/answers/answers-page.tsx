import { Table, Tabs, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateRangeFilter } from '../../components/date-range-filter';
import { Page } from '../../components/page';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { formatInstant } from '../../lib/dates';
import { useT } from '../../lib/i18n';
import { labelOf } from '../../lib/labels';
import { ANSWER_KINDS, type AnswerKind, type AnswerRow } from '../../lib/types';

const PAGE_SIZE = 50;

function AnswersList({ kind, from, to }: { kind: AnswerKind; from: string; to: string }) {
  const { t, locale } = useT();
  const api = useApi();
  const list = useInfiniteQuery({
    queryKey: ['answers', kind, from, to],
    queryFn: ({ pageParam, signal }) =>
      api.request<{ answers: AnswerRow[]; nextCursor: string | null }>('/ops/answers', {
        query: { kind, from, to, cursor: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = list.data?.pages.flatMap((page) => page.answers) ?? [];
  return (
    <ListTable
      query={list}
      rows={rows}
      more={list}
      empty={t('answers.empty')}
      minWidth={720}
      columns={[
        { label: t('answers.at') },
        { label: t('answers.caregiver') },
        { label: t('answers.careReceiver') },
        { label: t('answers.reason') },
        { label: t('answers.text') },
      ]}
      rowKey={(row, index) => `${row.at}-${row.caregiverId}-${index}`}
      renderRow={(row) => (
        <>
          <Table.Td>{formatInstant(row.at, locale)}</Table.Td>
          <Table.Td>{row.caregiverName}</Table.Td>
          <Table.Td>{row.careReceiverName ?? '—'}</Table.Td>
          <Table.Td>
            {row.reason ? labelOf(t, 'reason', row.reason) : '—'}
            {row.subReason && (
              <Text size="xs" c="dimmed">
                {labelOf(
                  t,
                  row.kind === 'first-booking-decline' ? 'subReason' : 'reason',
                  row.subReason,
                )}
              </Text>
            )}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.text ?? '—'}</Table.Td>
        </>
      )}
    />
  );
}

export function AnswersPage() {
  const { t } = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = ANSWER_KINDS.find((known) => known === searchParams.get('kind')) ?? 'survey';
  const [range, setRange] = useState({ from: '', to: '' });
  return (
    <Page title={t('answers.title')}>
      <DateRangeFilter from={range.from} to={range.to} onChange={setRange} />
      <Tabs
        value={kind}
        onChange={(value) => setSearchParams(value ? { kind: value } : {})}
        keepMounted={false}
      >
        <Tabs.List>
          {ANSWER_KINDS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`answers.kind.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ANSWER_KINDS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <AnswersList kind={value} from={range.from} to={range.to} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
