import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { useT } from '../../lib/i18n';
import { formatEuro, isMonth, type CommissionRow } from './invoice-types';

/** The month's commission per independent caregiver, as its commission invoices charge it. */
export function CommissionsCard({ month }: { month: string }) {
  const { t, locale } = useT();
  const api = useApi();
  const valid = isMonth(month);
  const figures = useQuery({
    queryKey: ['commissions', month],
    queryFn: ({ signal }) =>
      api.request<{ month: string; caregivers: CommissionRow[] }>('/ops/commissions', {
        query: { month },
        signal,
      }),
    enabled: valid,
  });
  const euro = (cents: number) => formatEuro(cents, locale);
  const rows = figures.data?.caregivers ?? [];
  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h4">
          {t('money.commissionsTitle')}
        </Title>
        <Text size="sm">{t('money.commissionsHint')}</Text>
        <ListTable
          query={figures}
          rows={rows}
          idle={!valid}
          loadingLabel={t('money.commissionsLoading')}
          empty={t('money.commissionsEmpty')}
          minWidth={760}
          label={t('money.commissionsTitle')}
          columns={[
            { label: t('money.correctionCaregiver') },
            { label: t('money.visits'), numeric: true },
            { label: t('money.turnover'), numeric: true },
            { label: t('money.commissionNet'), numeric: true },
            { label: t('money.vat'), numeric: true },
            { label: t('money.commissionGross'), numeric: true },
          ]}
          rowKey={(row) => row.caregiverId}
          renderRow={(row) => (
            <>
              <Table.Th scope="row" fw="normal">
                {row.caregiverName}
              </Table.Th>
              <Table.Td ta="right">
                {t('money.visitsInvoiced', {
                  count: row.visits,
                  invoiced: row.visitsInvoiced,
                })}
              </Table.Td>
              <Table.Td ta="right">{euro(row.turnoverInCents)}</Table.Td>
              <Table.Td ta="right">{euro(row.commissionNetInCents)}</Table.Td>
              <Table.Td ta="right">{euro(row.commissionVatInCents)}</Table.Td>
              <Table.Td ta="right">{euro(row.commissionGrossInCents)}</Table.Td>
            </>
          )}
        />
      </Stack>
    </Card>
  );
}
