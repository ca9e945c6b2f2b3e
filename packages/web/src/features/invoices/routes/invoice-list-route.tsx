import { FINANCE_CONTACT_EMAIL, formatMonthHeading, groupInvoices } from '@careport/domain';
import { Alert, Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useMe } from '../../../lib/api/get-me';
import { useInvoices } from '../api/get-invoices';
import { InvoiceEntryRow } from '../components/invoice-entry';
import { InvoicePage } from '../components/invoice-page';
import { invoicePaths } from '../paths';

/**
 * spec 2 §2 /account/financial-overview/invoice-list: by year, then month, then care receiver last
 * name; each storno beside its original with its date; per year with anonymized invoices a note to
 * ask the finance team. Employees have no invoices (spec 2 §6; the server refuses them too).
 */
export function InvoiceListRoute() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const isEmployee = me.data?.isCareportEmployee ?? false;
  const invoices = useInvoices({ enabled: me.isSuccess && !isEmployee });
  const groups = useMemo(() => groupInvoices(invoices.data ?? []), [invoices.data]);
  const locale = i18n.language.startsWith('en') ? 'en' : 'de';

  let body;
  if (isEmployee) {
    body = <Text c="dimmed">{t('invoices.EMPLOYEE_NOTE')}</Text>;
  } else if (invoices.isError) {
    body = (
      <LoadError
        message={t('invoices.LOAD_ERROR')}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
      />
    );
  } else if (!invoices.isSuccess) {
    body = (
      <Stack gap="sm" aria-busy aria-label={t('shell.LOADING')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={56} radius="md" />
        ))}
      </Stack>
    );
  } else if (groups.length === 0) {
    body = <Text c="dimmed">{t('invoices.EMPTY')}</Text>;
  } else {
    body = groups.map((year) => (
      <Stack key={year.year} gap="sm" component="section" aria-labelledby={`year-${year.year}`}>
        <Title order={2} fz="h3" id={`year-${year.year}`}>
          {year.year}
        </Title>
        {year.hasAnonymized && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('invoices.ANONYMIZED_NOTE', { year: year.year })}{' '}
            <Anchor href={`mailto:${FINANCE_CONTACT_EMAIL}`}>{FINANCE_CONTACT_EMAIL}</Anchor>
          </Alert>
        )}
        {year.months.map((month) => {
          const key = `${year.year}-${String(month.month).padStart(2, '0')}`;
          return (
            <Card
              key={key}
              withBorder
              radius="md"
              padding={0}
              component="section"
              aria-labelledby={`month-${key}`}
            >
              <Title order={3} fz="h5" px="md" pt="md" pb="xs" id={`month-${key}`}>
                {formatMonthHeading(key, locale)}
              </Title>
              <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
                {month.entries.map((entry) => (
                  <li
                    key={entry.invoice.invoiceId}
                    style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                  >
                    <InvoiceEntryRow entry={entry} />
                  </li>
                ))}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    ));
  }
  return (
    <InvoicePage title={t('invoices.LIST_TITLE')} back={invoicePaths.financialOverview}>
      {body}
    </InvoicePage>
  );
}
