import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useFinancialDetails } from '../api/financial-details';
import { AccountPage } from '../components/account-page';
import { QueryState } from '../components/query-state';

function Line({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || t('account.NOT_SET')}</Text>
    </div>
  );
}

/** IBAN in groups of four, as printed on cards and statements (easier to compare by eye). */
export function groupIban(iban: string | null): string | null {
  return iban === null ? null : iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * spec 2 §2 /account/financial-overview/details: bank and tax. Employees have no tax fields and
 * no edit button (spec 2 §6).
 */
export function FinancialDetailsRoute() {
  const { t } = useTranslation();
  const details = useFinancialDetails();
  return (
    <AccountPage title={t('finance.DETAILS_TITLE')} back={paths.financialOverview.getHref()}>
      <QueryState query={details} rows={4}>
        {(data) => (
          <>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bank">
              <Title order={2} fz="h4" mb="sm" id="bank">
                {t('finance.BANK')}
              </Title>
              <Stack gap="sm">
                <Line label={t('finance.IBAN')} value={groupIban(data.bank.iban)} />
                <Line label={t('finance.BIC')} value={data.bank.bic} />
              </Stack>
            </Card>
            {data.tax !== null && (
              <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tax">
                <Title order={2} fz="h4" mb="sm" id="tax">
                  {t('finance.TAX')}
                </Title>
                <Stack gap="sm">
                  <Line label={t('finance.TAX_NO')} value={data.tax.taxNo} />
                  <Line label={t('finance.UST_ID')} value={data.tax.ustId} />
                </Stack>
              </Card>
            )}
            {data.isEditable ? (
              <Button
                component={Link}
                to={paths.financialDetailsEdit.getHref()}
                leftSection={<IconPencil size={18} aria-hidden />}
                w="fit-content"
              >
                {t('finance.EDIT')}
              </Button>
            ) : (
              <Alert color="gray" variant="light">
                {t('finance.EMPLOYEE_NOTE')}
              </Alert>
            )}
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}
