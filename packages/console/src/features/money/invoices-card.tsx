import {
  Anchor,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import {
  formatEuro,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  isMonth,
  type InvoiceKind,
  type InvoicePage,
  type InvoiceStatus,
  type OpsInvoice,
} from './invoice-types';
import { StornoModal } from './storno-modal';

const PAGE_SIZE = 50;

function Recipient({ invoice }: { invoice: OpsInvoice }) {
  const { t } = useT();
  const { kind, name } = invoice.recipient;
  if (name === null) return <>{t('money.anonymized')}</>;
  if (kind === 'insurer') return <>{t('money.insurerFor', { name })}</>;
  return <>{name}</>;
}

function Status({ invoice }: { invoice: OpsInvoice }) {
  const { t } = useT();
  const color = { open: 'green', cancelled: 'gray', storno: 'red' }[invoice.status];
  return (
    <Stack gap={2}>
      <Badge color={color} variant="light">
        {t(`money.invoiceStatus.${invoice.status}`)}
      </Badge>
      {invoice.stornoInvoice && (
        <Text size="xs">{t('money.cancelledBy', { number: invoice.stornoInvoice.number })}</Text>
      )}
      {invoice.originalInvoice && (
        <Text size="xs">{t('money.stornoOf', { number: invoice.originalInvoice.number })}</Text>
      )}
    </Stack>
  );
}

/** The month's invoices of every caregiver, with their files and the storno (record 0103). */
export function InvoicesCard({ month }: { month: string }) {
  const { t, locale } = useT();
  const api = useApi();
  const [kind, setKind] = useState<InvoiceKind | ''>('');
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  // Chosen from a row: finance may not search caregivers (GET /ops/caregivers is the dispatcher's).
  const [caregiver, setCaregiver] = useState<{ id: string; name: string } | null>(null);
  const [cancelling, setCancelling] = useState<OpsInvoice | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const valid = isMonth(month);
  const list = useInfiniteQuery({
    queryKey: ['ops-invoices', month, kind, status, caregiver?.id],
    queryFn: ({ pageParam, signal }) =>
      api.request<InvoicePage>('/ops/invoices', {
        query: {
          month,
          kind,
          status,
          caregiverId: caregiver?.id,
          cursor: pageParam,
          limit: PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: valid,
  });
  // A link cannot carry the bearer token: the file is fetched and handed to the browser.
  const save = async (invoice: OpsInvoice, extension: 'pdf' | 'xml') => {
    setSaving(`${invoice.id}.${extension}`);
    try {
      const blob = await api.download(
        `/ops/invoices/${encodeURIComponent(invoice.id)}/${extension}`,
      );
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${invoice.number}.${extension}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      setSaving(null);
    }
  };
  const rows = list.data?.pages.flatMap((page) => page.invoices) ?? [];
  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h4">
          {t('money.invoicesTitle')}
        </Title>
        <Group align="flex-end">
          <NativeSelect
            label={t('money.filterKind')}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as InvoiceKind | '')}
            data={[
              { value: '', label: t('money.filterAll') },
              ...INVOICE_KINDS.map((value) => ({ value, label: t(`money.kind.${value}`) })),
            ]}
          />
          <NativeSelect
            label={t('money.filterStatus')}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as InvoiceStatus | '')}
            data={[
              { value: '', label: t('money.filterAll') },
              ...INVOICE_STATUSES.map((value) => ({
                value,
                label: t(`money.invoiceStatus.${value}`),
              })),
            ]}
          />
          {caregiver && (
            <Group gap={4} wrap="nowrap">
              <Text size="sm">{t('money.onlyCaregiver', { name: caregiver.name })}</Text>
              <CloseButton
                aria-label={t('money.allCaregivers')}
                onClick={() => setCaregiver(null)}
              />
            </Group>
          )}
        </Group>
        {!valid && <Text size="sm">{t('money.monthInvalid')}</Text>}
        <ListTable
          query={list}
          rows={rows}
          more={list}
          idle={!valid}
          loadingLabel={t('money.invoicesLoading')}
          empty={t('money.invoicesEmpty')}
          minWidth={1000}
          label={t('money.invoicesTitle')}
          columns={[
            { label: t('money.number') },
            { label: t('money.kindColumn') },
            { label: t('money.correctionCaregiver') },
            { label: t('money.recipient') },
            { label: t('money.gross'), numeric: true },
            { label: t('money.date') },
            { label: t('money.runStatus') },
            { label: t('money.actions') },
          ]}
          rowKey={(invoice) => invoice.id}
          renderRow={(invoice) => (
            <>
              <Table.Td>{invoice.number}</Table.Td>
              <Table.Td>{t(`money.type.${invoice.type}`)}</Table.Td>
              <Table.Td>
                {caregiver ? (
                  invoice.caregiverName
                ) : (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    aria-label={t('money.filterCaregiver', { name: invoice.caregiverName })}
                    onClick={() =>
                      setCaregiver({ id: invoice.caregiverId, name: invoice.caregiverName })
                    }
                  >
                    {invoice.caregiverName}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>
                <Recipient invoice={invoice} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(invoice.grossInCents, locale)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
                  new Date(`${invoice.creationDate}T12:00:00`),
                )}
              </Table.Td>
              <Table.Td>
                <Status invoice={invoice} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    disabled={!invoice.hasPdf}
                    loading={saving === `${invoice.id}.pdf`}
                    aria-label={t('money.downloadPdf', { number: invoice.number })}
                    onClick={() => void save(invoice, 'pdf')}
                  >
                    PDF
                  </Button>
                  {invoice.hasXml && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={saving === `${invoice.id}.xml`}
                      aria-label={t('money.downloadXml', { number: invoice.number })}
                      onClick={() => void save(invoice, 'xml')}
                    >
                      XML
                    </Button>
                  )}
                  {invoice.status === 'open' && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={t('money.stornoOne', { number: invoice.number })}
                      onClick={() => setCancelling(invoice)}
                    >
                      {t('money.stornoSubmit')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </>
          )}
        />
      </Stack>
      {cancelling && <StornoModal invoice={cancelling} onClose={() => setCancelling(null)} />}
    </Card>
  );
}
