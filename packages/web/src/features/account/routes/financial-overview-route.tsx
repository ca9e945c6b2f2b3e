import { formatEuroFromCents, formatHours } from '@careport/domain';
import { Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconBuildingBank,
  IconChevronRight,
  IconFileInvoice,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/list-entry.module.css';
import { useMe } from '../../../lib/api/get-me';
import { useLocale } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useFinancialOverview } from '../api/get-account-extras';
import { AccountPage } from '../components/account-page';
import { QueryState } from '../components/query-state';

function Entry(props: { href: string; icon: Icon; label: string; hint: string }) {
  return (
    <UnstyledButton component={Link} to={props.href} className={classes.entry}>
      <Card withBorder radius="md" padding="md" className={classes.card}>
        <Group wrap="nowrap" gap="sm">
          <props.icon size={24} stroke={1.6} aria-hidden style={{ flex: 'none' }} />
          <Stack gap={0} className={classes.text}>
            <Text fw={600}>{props.label}</Text>
            <Text size="sm" c="dimmed">
              {props.hint}
            </Text>
          </Stack>
          <IconChevronRight size={20} stroke={1.6} aria-hidden className={classes.chevron} />
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/**
 * spec 2 §2 /account/financial-overview: this month's documented hours (1 decimal as a total, 2
 * in detail, spec 2 §9) and, for independents, gross earnings; the invoice list (not for
 * employees, spec 2 §6) and the bank and tax details.
 */
export function FinancialOverviewRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const overview = useFinancialOverview();
  const me = useMe();
  const isEmployee = me.data?.isCareportEmployee ?? true;
  return (
    <AccountPage title={t('account.FINANCIAL_TITLE')}>
      <Title order={2} fz="h4">
        {t('account.FINANCIAL_MONTH')}
      </Title>
      <QueryState query={overview} rows={2}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Card withBorder radius="md" padding="lg">
              <Text size="sm" c="dimmed">
                {t('account.FINANCIAL_HOURS')}
              </Text>
              <Text fz="h2" fw={700}>
                {formatHours(data.monthlyDocumentedMinutes, 'total', locale)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('finance.OVERVIEW_HOURS_DETAIL', {
                  hours: formatHours(data.monthlyDocumentedMinutes, 'detail', locale),
                })}
              </Text>
            </Card>
            {data.monthlyGrossEarningsInCents !== null && (
              <Card withBorder radius="md" padding="lg">
                <Text size="sm" c="dimmed">
                  {t('account.FINANCIAL_EARNINGS')}
                </Text>
                <Text fz="h2" fw={700}>
                  {formatEuroFromCents(data.monthlyGrossEarningsInCents, locale)}
                </Text>
              </Card>
            )}
          </SimpleGrid>
        )}
      </QueryState>
      <Stack gap="sm">
        {me.data && !isEmployee && (
          <Entry
            href={paths.invoiceList.getHref()}
            icon={IconFileInvoice}
            label={t('finance.OVERVIEW_INVOICES')}
            hint={t('finance.OVERVIEW_INVOICES_HINT')}
          />
        )}
        <Entry
          href={paths.financialDetails.getHref()}
          icon={IconBuildingBank}
          label={t('finance.OVERVIEW_DETAILS')}
          hint={
            isEmployee
              ? t('finance.OVERVIEW_DETAILS_HINT_EMPLOYEE')
              : t('finance.OVERVIEW_DETAILS_HINT')
          }
        />
      </Stack>
    </AccountPage>
  );
}
