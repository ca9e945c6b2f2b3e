import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TableScroll } from '../../components/table-scroll';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
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
  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h4">
          {t('money.commissionsTitle')}
        </Title>
        <Text size="sm">{t('money.commissionsHint')}</Text>
        {valid && figures.isPending && <LoadingState label={t('money.commissionsLoading')} />}
        {figures.isError && (
          <ErrorState error={figures.error} onRetry={() => void figures.refetch()} />
        )}
        {figures.isSuccess && figures.data.caregivers.length === 0 && (
          <EmptyState>{t('money.commissionsEmpty')}</EmptyState>
        )}
        {figures.isSuccess && figures.data.caregivers.length > 0 && (
          <TableScroll minWidth={760} label={t('money.commissionsTitle')}>
            <Table striped aria-label={t('money.commissionsTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('money.correctionCaregiver')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('money.visits')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('money.turnover')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('money.commissionNet')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('money.vat')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('money.commissionGross')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {figures.data.caregivers.map((row) => (
                  <Table.Tr key={row.caregiverId}>
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
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Card>
  );
}
