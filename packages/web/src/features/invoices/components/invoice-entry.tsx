import { formatDate, formatEuroFromCents, type InvoiceEntry } from '@careport/domain';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { Invoice } from '../api/get-invoices';
import { invoicePaths } from '../paths';

const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`);

/** One invoice of the list, with its storno beside it (spec 2 §2), each opening its PDF. */
export function InvoiceEntryRow({ entry }: { entry: InvoiceEntry<Invoice> }) {
  const { t } = useTranslation();
  const { invoice, storno } = entry;
  return (
    <Stack gap={0}>
      <InvoiceLink invoice={invoice} />
      {storno && (
        <Stack gap={0} pl="lg" style={{ borderLeft: '3px solid var(--mantine-color-red-3)' }}>
          <Text size="sm" c="red.8" fw={600} px="md" pt="xs">
            {t('invoices.CANCELLED_ON', { date: dayLabel(storno.creationDate) })}
          </Text>
          <InvoiceLink invoice={storno} />
        </Stack>
      )}
    </Stack>
  );
}

function InvoiceLink({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const type = t(`invoices.TYPE_${invoice.invoiceType}`);
  const receiver = invoice.careReceiver;
  const name = receiver.isAnonymized
    ? t('invoices.ANONYMIZED_NAME')
    : `${receiver.lastName}, ${receiver.firstName}`;
  const content = (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconFileInvoice size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {type} · {t('invoices.NUMBER', { number: invoice.invoiceNumber })} ·{' '}
            {t('invoices.CREATED_ON', { date: dayLabel(invoice.creationDate) })}
          </Text>
        </div>
      </Group>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {/* Issue 39: the amount, in the one euro format of the app. */}
        {invoice.grossInCents !== null && (
          <Text fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatEuroFromCents(invoice.grossInCents, locale)}
          </Text>
        )}
        {!receiver.isAnonymized && <IconChevronRight size={18} aria-hidden />}
      </Group>
    </Group>
  );
  // An anonymized invoice's file is with the finance team (the year's note says so).
  if (receiver.isAnonymized) {
    return (
      <div style={{ padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)' }}>
        {content}
      </div>
    );
  }
  return (
    <UnstyledButton
      component={Link}
      to={invoicePaths.detail.getHref({
        invoiceId: invoice.invoiceId,
        filename: invoice.filename,
        title: `${type} ${invoice.invoiceNumber}`,
      })}
      aria-label={
        invoice.grossInCents === null
          ? t('invoices.OPEN_LABEL', { type, number: invoice.invoiceNumber, name })
          : t('invoices.OPEN_LABEL_AMOUNT', {
              type,
              number: invoice.invoiceNumber,
              name,
              amount: formatEuroFromCents(invoice.grossInCents, locale),
            })
      }
      px="md"
      py="sm"
      w="100%"
      display="block"
      mih={44}
    >
      {content}
    </UnstyledButton>
  );
}
