import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Progress,
  SimpleGrid,
  Table,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Page } from '../../components/page';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { CommissionsCard } from './commissions-card';
import { InvoicesCard } from './invoices-card';
import type { Correction, InvoiceRun } from './invoice-types';

export type { InvoiceRun };
/** How often a running run's progress is asked for. */
const POLL_MS = 1000;

function RunProgress({ run }: { run: InvoiceRun }) {
  const { t } = useT();
  const percent =
    run.contracts_total === 0
      ? run.status === 'running'
        ? 0
        : 100
      : (100 * run.contracts_done) / run.contracts_total;
  const label = t('money.progress', { done: run.contracts_done, total: run.contracts_total });
  return (
    <Stack gap="xs">
      <Progress
        value={percent}
        animated={run.status === 'running'}
        color={run.status === 'failed' ? 'red' : undefined}
        aria-label={label}
      />
      <Text size="sm">{label}</Text>
    </Stack>
  );
}

function RunCounts({ run }: { run: InvoiceRun }) {
  const { t } = useT();
  return (
    <List size="sm">
      <List.Item>{t('money.contracts', { count: run.contracts })}</List.Item>
      <List.Item>{t('money.invoicesCreated', { count: run.invoices_created })}</List.Item>
      <List.Item>{t('money.pdfsWritten', { count: run.pdfs_written })}</List.Item>
      <List.Item>
        {t('money.leftForCorrection', { count: run.visits_left_for_correction })}
      </List.Item>
    </List>
  );
}

function InvoiceRunCard() {
  const { t } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(() => dayjs().subtract(1, 'month').format('YYYY-MM'));
  const [runId, setRunId] = useState<string | undefined>();
  const start = useMutation({
    mutationFn: () =>
      api.request<InvoiceRun>('/ops/invoice-runs', { method: 'POST', json: { month } }),
    onSuccess: (run) => {
      setRunId(run.id);
      queryClient.setQueryData(['invoice-run', run.id], run);
      void queryClient.invalidateQueries({ queryKey: ['invoice-runs'] });
    },
  });
  const progress = useQuery({
    queryKey: ['invoice-run', runId],
    queryFn: () => api.request<InvoiceRun>(`/ops/invoice-runs/${encodeURIComponent(runId!)}`),
    enabled: runId !== undefined,
    // Polled while it runs: the bar follows the run's own counts.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
  const run = progress.data;
  const previous = useRef<InvoiceRun['status'] | undefined>(undefined);
  useEffect(() => {
    if (previous.current === 'running' && run && run.status !== 'running') {
      void queryClient.invalidateQueries({ queryKey: ['invoice-runs'] });
    }
    previous.current = run?.status;
  }, [run, queryClient]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{4}-\d{2}$/.test(month)) start.mutate();
  };
  const running = run?.status === 'running';
  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {t('money.runTitle')}
          </Title>
          <Text size="sm">{t('money.runHint')}</Text>
          <TextInput
            label={t('money.month')}
            type="month"
            required
            value={month}
            onChange={(event) => setMonth(event.currentTarget.value)}
          />
          <Group>
            <Button
              type="submit"
              loading={start.isPending || running}
              disabled={!/^\d{4}-\d{2}$/.test(month)}
            >
              {t('money.runSubmit')}
            </Button>
          </Group>
          <div aria-live="polite">
            {run && <RunProgress run={run} />}
            {run?.status === 'done' && (
              <Alert color="green" title={t('money.runDone', { month: run.month })}>
                <RunCounts run={run} />
              </Alert>
            )}
            {run?.status === 'failed' && (
              <Alert color="red" role="alert" title={t('money.runFailed', { month: run.month })}>
                {run.error}
              </Alert>
            )}
            {progress.isError && (
              <Alert color="red" role="alert">
                {errorMessage(progress.error, t)}
              </Alert>
            )}
            {start.isError && (
              <Alert color="red" role="alert">
                {errorMessage(start.error, t)}
              </Alert>
            )}
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function RunsCard() {
  const { t } = useT();
  const api = useApi();
  const runs = useQuery({
    queryKey: ['invoice-runs'],
    queryFn: () => api.request<{ runs: InvoiceRun[] }>('/ops/invoice-runs'),
  });
  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h4">
          {t('money.runsTitle')}
        </Title>
        <ListTable
          query={runs}
          rows={runs.data?.runs ?? []}
          loadingLabel={t('money.runsLoading')}
          empty={t('money.runsEmpty')}
          minWidth={560}
          label={t('money.runsTitle')}
          columns={[
            { label: t('money.month') },
            { label: t('money.runStatus') },
            { label: t('money.runStarted') },
            { label: t('money.runInvoices') },
            { label: t('money.runCorrections') },
          ]}
          rowKey={(entry) => entry.id}
          renderRow={(entry) => (
            <>
              <Table.Td>{entry.month}</Table.Td>
              <Table.Td>{t(`money.status.${entry.status}`)}</Table.Td>
              <Table.Td>{dayjs(entry.started_at).format('DD.MM.YYYY HH:mm')}</Table.Td>
              <Table.Td>{entry.invoices_created}</Table.Td>
              <Table.Td>{entry.visits_left_for_correction}</Table.Td>
            </>
          )}
        />
      </Stack>
    </Card>
  );
}

function CorrectionsCard() {
  const { t } = useT();
  const api = useApi();
  const [month, setMonth] = useState(() => dayjs().subtract(1, 'month').format('YYYY-MM'));
  const valid = /^\d{4}-\d{2}$/.test(month);
  const corrections = useQuery({
    queryKey: ['invoice-corrections', month],
    queryFn: () =>
      api.request<{ visits: Correction[] }>(
        `/ops/invoice-corrections?${new URLSearchParams({ month }).toString()}`,
      ),
    enabled: valid,
  });
  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h4">
          {t('money.correctionsTitle')}
        </Title>
        <Text size="sm">{t('money.correctionsHint')}</Text>
        <TextInput
          label={t('money.correctionsMonth')}
          type="month"
          value={month}
          onChange={(event) => setMonth(event.currentTarget.value)}
        />
        <ListTable
          query={corrections}
          rows={corrections.data?.visits ?? []}
          idle={!valid}
          loadingLabel={t('money.correctionsLoading')}
          empty={t('money.correctionsEmpty')}
          minWidth={720}
          label={t('money.correctionsTitle')}
          columns={[
            { label: t('money.correctionDate') },
            { label: t('money.correctionCaregiver') },
            { label: t('money.correctionCustomer') },
            { label: t('money.correctionBooking') },
            { label: t('money.correctionReason') },
          ]}
          rowKey={(visit) => visit.booking_id}
          renderRow={(visit) => (
            <>
              <Table.Td>{dayjs(visit.start_date).format('DD.MM.YYYY HH:mm')}</Table.Td>
              <Table.Td>{visit.caregiver_name}</Table.Td>
              <Table.Td>{visit.care_receiver_name}</Table.Td>
              <Table.Td>{visit.booking_id}</Table.Td>
              <Table.Td>{t('money.reason.documented_after_invoicing')}</Table.Td>
            </>
          )}
        />
      </Stack>
    </Card>
  );
}

/** One month for the invoices and the commission figures: finance reads them side by side. */
function InvoiceMonthSection() {
  const { t } = useT();
  const [month, setMonth] = useState(() => dayjs().subtract(1, 'month').format('YYYY-MM'));
  return (
    <Stack component="section" aria-labelledby="invoice-month-title">
      <Title order={2} size="h3" id="invoice-month-title">
        {t('money.monthSection')}
      </Title>
      <TextInput
        label={t('money.invoiceMonth')}
        type="month"
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        style={{ maxWidth: 240 }}
      />
      <InvoicesCard month={month} />
      <CommissionsCard month={month} />
    </Stack>
  );
}

export function MoneyPage() {
  const { t } = useT();
  return (
    <Page title={t('money.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <InvoiceRunCard />
        <RunsCard />
      </SimpleGrid>
      <InvoiceMonthSection />
      <CorrectionsCard />
    </Page>
  );
}
