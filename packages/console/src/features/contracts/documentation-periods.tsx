import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { formatInstant, formatMonth } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import type { ContractDetail } from '../../lib/types';
import { DocumentationStateBadge } from './contract-badges';
import { openDocumentationFile } from './open-documentation-file';

/** spec 2 §3 service documentation: the contract's months, the overdue ones first. */
export function DocumentationPeriods({ contract }: { contract: ContractDetail }) {
  const { t, locale } = useT();
  const api = useApi();
  // Newest first as the server answers, but what needs chasing on top (record 0105).
  const periods = [...contract.periods].sort(
    (left, right) => Number(right.state === 'OVERDUE') - Number(left.state === 'OVERDUE'),
  );
  const open = (file: ContractDetail['periods'][number]['files'][number]) => {
    openDocumentationFile(api, file).catch((error: unknown) =>
      notifications.show({
        closeButtonProps: { 'aria-label': t('action.close') },
        color: 'red',
        message: errorMessage(error, t),
      }),
    );
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('documentation.title')}
      </Title>
      <ListTable
        rows={periods}
        empty={
          contract.serviceDocumentation.isRequired
            ? t('documentation.empty')
            : t('documentation.notRequired')
        }
        minWidth={560}
        columns={[
          { label: t('documentation.month') },
          { label: t('documentation.state') },
          { label: t('documentation.files') },
        ]}
        rowKey={(period) => period.id}
        renderRow={(period) => (
          <>
            <Table.Th scope="row" fw={500}>
              {formatMonth(period.year, period.month, locale)}
            </Table.Th>
            <Table.Td>
              <DocumentationStateBadge state={period.state} />
            </Table.Td>
            <Table.Td>
              {period.files.length === 0 ? (
                '—'
              ) : (
                <Stack gap={4}>
                  {period.files.map((file) => (
                    <Group key={file.id} gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => open(file)}
                        aria-label={t('documentation.view', { name: file.filename })}
                      >
                        {t('documentation.viewShort')}
                      </Button>
                      <Text size="sm" truncate maw={220}>
                        {file.filename}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatInstant(file.uploadedAt, locale)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Table.Td>
          </>
        )}
      />
    </Stack>
  );
}
