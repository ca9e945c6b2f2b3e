import {
  Alert,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { Page } from '../../components/page';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';

type RunResult = {
  month: string;
  contracts: number;
  invoices_created: number;
  pdfs_written: number;
  visits_left_for_correction: number;
};
type StornoResult = {
  stornos: {
    invoice_id: string;
    invoice_number: string;
    invoice_type: string;
    original_invoice_id: string;
  }[];
  bookings_reopened: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function InvoiceRunCard() {
  const { t } = useT();
  const api = useApi();
  const [month, setMonth] = useState(() => dayjs().subtract(1, 'month').format('YYYY-MM'));
  const run = useMutation({
    mutationFn: () =>
      api.request<RunResult>('/ops/invoice-runs', { method: 'POST', json: { month } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{4}-\d{2}$/.test(month)) run.mutate();
  };
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
            <Button type="submit" loading={run.isPending} disabled={!/^\d{4}-\d{2}$/.test(month)}>
              {t('money.runSubmit')}
            </Button>
          </Group>
          <div aria-live="polite">
            {run.isSuccess && (
              <Alert color="green" title={t('money.runDone', { month: run.data.month })}>
                <List size="sm">
                  <List.Item>{t('money.contracts', { count: run.data.contracts })}</List.Item>
                  <List.Item>
                    {t('money.invoicesCreated', { count: run.data.invoices_created })}
                  </List.Item>
                  <List.Item>{t('money.pdfsWritten', { count: run.data.pdfs_written })}</List.Item>
                  <List.Item>
                    {t('money.leftForCorrection', { count: run.data.visits_left_for_correction })}
                  </List.Item>
                </List>
              </Alert>
            )}
            {run.isError && (
              <Alert color="red" role="alert">
                {errorMessage(run.error, t)}
              </Alert>
            )}
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function StornoCard() {
  const { t } = useT();
  const api = useApi();
  const [invoiceId, setInvoiceId] = useState('');
  const storno = useMutation({
    mutationFn: () =>
      api.request<StornoResult>(`/ops/invoices/${encodeURIComponent(invoiceId.trim())}/storno`, {
        method: 'POST',
        json: {},
      }),
  });
  const valid = UUID.test(invoiceId.trim());
  return (
    <Card withBorder>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) storno.mutate();
        }}
      >
        <Stack>
          <Title order={2} size="h4">
            {t('money.stornoTitle')}
          </Title>
          <Text size="sm">{t('money.stornoHint')}</Text>
          <TextInput
            label={t('money.invoiceId')}
            required
            value={invoiceId}
            error={invoiceId.trim() !== '' && !valid ? t('form.uuid') : undefined}
            onChange={(event) => setInvoiceId(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" color="red" disabled={!valid} loading={storno.isPending}>
              {t('money.stornoSubmit')}
            </Button>
          </Group>
          <div aria-live="polite">
            {storno.isSuccess && (
              <Alert color="green" title={t('money.stornoDone')}>
                <List size="sm">
                  {storno.data.stornos.map((entry) => (
                    <List.Item key={entry.invoice_id}>
                      {entry.invoice_number} ({entry.invoice_type})
                    </List.Item>
                  ))}
                  <List.Item>
                    {t('money.reopened', { count: storno.data.bookings_reopened })}
                  </List.Item>
                </List>
              </Alert>
            )}
            {storno.isError && (
              <Alert color="red" role="alert">
                {errorMessage(storno.error, t)}
              </Alert>
            )}
          </div>
        </Stack>
      </form>
    </Card>
  );
}

export function MoneyPage() {
  const { t } = useT();
  return (
    <Page title={t('money.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <InvoiceRunCard />
        <StornoCard />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('money.notYet')}
      </Text>
    </Page>
  );
}
