import {
  Anchor,
  Badge,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/page';
import { ErrorState, LoadingState } from '../../components/states';
import { ListTable } from '../../components/list-table';
import { useCaregiverDetail } from '../../lib/queries';
import { formatDay, formatInstant } from '../../lib/dates';
import { useT } from '../../lib/i18n';
import { labelOf } from '../../lib/labels';
import { languageNames } from '../../lib/languages';
import { mayOpen } from '../../lib/roles';
import { useStaffSession } from '../../lib/staff-session';

export function CaregiverDetailPage() {
  const { t, locale } = useT();
  const { caregiverId = '' } = useParams();
  const detail = useCaregiverDetail(caregiverId);
  const { me } = useStaffSession();
  const mayOpenContracts = me ? mayOpen(me.role, 'contracts') : false;

  if (detail.isPending) {
    return (
      <Page title={t('caregiver.title')}>
        <LoadingState />
      </Page>
    );
  }
  if (detail.isError) {
    return (
      <Page title={t('caregiver.title')}>
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      </Page>
    );
  }
  const { caregiver, contracts, absences, availability, devices } = detail.data;
  return (
    <Page
      title={`${caregiver.firstName} ${caregiver.lastName}`}
      actions={
        caregiver.kind === 'employed' ? (
          <Anchor component={Link} to={`/planning?caregiver=${caregiver.id}`}>
            {t('caregiver.toPlanning')}
          </Anchor>
        ) : undefined
      }
    >
      <Anchor component={Link} to="/caregivers" size="sm">
        {t('caregiver.back')}
      </Anchor>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('caregiver.contact')}
          </Title>
          <Stack gap={4}>
            <Group gap="xs">
              <Badge variant="light">{t(`kind.${caregiver.kind}`)}</Badge>
            </Group>
            <Text size="sm">{caregiver.email}</Text>
            <Text size="sm">{caregiver.phone ?? '—'}</Text>
            <Text size="sm">
              {[caregiver.postalCode, caregiver.city].filter(Boolean).join(' ') || '—'}
            </Text>
            <Text size="sm">
              {t('caregivers.services')}:{' '}
              {caregiver.services.map((code) => labelOf(t, 'service', code)).join(', ') || '—'}
            </Text>
            <Text size="sm">
              {t('caregivers.languages')}: {languageNames(t, locale, caregiver.languages) || '—'}
            </Text>
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('caregiver.availability')}
          </Title>
          <Stack gap={4} mb="md">
            <Text size="sm">
              {availability.availableForNewCustomers
                ? t('caregiver.availableForNew')
                : t('caregiver.notAvailableForNew')}
            </Text>
            <Text size="sm">
              {t('caregiver.travelDistance', { km: availability.travelDistanceKm })}
            </Text>
          </Stack>
          <Title order={2} size="h4" mb="xs">
            {t('caregiver.absences')}
          </Title>
          {absences.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('caregiver.noAbsences')}
            </Text>
          ) : (
            <List size="sm">
              {absences.map((absence) => (
                <List.Item key={absence.id}>
                  {formatDay(absence.from, locale, true)} – {formatDay(absence.to, locale, true)}
                </List.Item>
              ))}
            </List>
          )}
          <Title order={2} size="h4" mt="md" mb="xs">
            {t('caregiver.devices')}
          </Title>
          {devices.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('caregiver.noDevices')}
            </Text>
          ) : (
            <List size="sm">
              {devices.map((device) => (
                <List.Item key={device.id}>
                  {t('caregiver.deviceSince', { date: formatInstant(device.createdAt, locale) })}
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      </SimpleGrid>
      <Title order={2} size="h3">
        {t('caregiver.contracts')}
      </Title>
      <ListTable
        rows={contracts}
        empty={t('caregiver.noContracts')}
        minWidth={560}
        columns={[
          { label: t('caregiver.careReceiver') },
          { label: t('caregiver.status') },
          { label: t('caregiver.period') },
          { label: t('caregiver.actions') },
        ]}
        rowKey={(contract) => contract.id}
        renderRow={(contract) => (
          <>
            <Table.Td>
              {contract.careReceiver.firstName} {contract.careReceiver.lastName}
              <Text size="xs" c="dimmed">
                {[contract.careReceiver.postalCode, contract.careReceiver.city]
                  .filter(Boolean)
                  .join(' ')}
              </Text>
            </Table.Td>
            <Table.Td>{labelOf(t, 'contractStatus', contract.status)}</Table.Td>
            <Table.Td>
              {formatDay(contract.startDate.slice(0, 10), locale, true)} –{' '}
              {contract.endDate ? formatDay(contract.endDate.slice(0, 10), locale, true) : '…'}
            </Table.Td>
            <Table.Td>
              {mayOpenContracts && (
                <Anchor component={Link} to={`/contracts/${contract.id}`} size="sm" mr="sm">
                  {t('caregiver.openContract')}
                </Anchor>
              )}
              {caregiver.kind === 'employed' && (
                <Anchor
                  component={Link}
                  to={`/planning?contract=${contract.id}&caregiver=${caregiver.id}`}
                  size="sm"
                >
                  {t('caregiver.planContract')}
                </Anchor>
              )}
            </Table.Td>
          </>
        )}
      />
    </Page>
  );
}
