import { formatCommissionLabel, formatEuroFromCents, formatHours } from '@careport/domain';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { ContractDetail } from '../api/contract-fields';
import { SectionCard } from './section-card';

function Row(props: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text c="dimmed" fz="sm">
        {props.label}
      </Text>
      <Text fw={600} ta="right">
        {props.value}
      </Text>
    </Group>
  );
}

/** spec 1 §2, §6, §9: prices and the commission ('Careport-Provision {rate}'), never for employees. */
export function PricingSection(props: { pricing: NonNullable<ContractDetail['pricing']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pricing } = props;
  return (
    <SectionCard title={t('customers.PRICING')}>
      <Stack gap={6}>
        <Row
          label={t('customers.CUSTOMER_PRICE')}
          value={formatEuroFromCents(pricing.grossCustomerPricePerHourInCents, locale)}
        />
        <Row
          label={t('customers.CAREGIVER_PRICE')}
          value={formatEuroFromCents(pricing.grossCaregiverPricePerHourInCents, locale)}
        />
        <Text fz="sm">{formatCommissionLabel(pricing.commissionRate, locale)}</Text>
      </Stack>
    </SectionCard>
  );
}

function Stat(props: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fw={700} fz="xl">
        {props.value}
      </Text>
      <Text c="dimmed" fz="sm">
        {props.label}
      </Text>
    </Stack>
  );
}

/** spec 1 §3 Contract stats: appointments, hours (1 decimal in totals), earnings (not employees). */
export function StatsSection(props: { stats: ContractDetail['stats']; isEmployee: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { stats } = props;
  const earnings = props.isEmployee ? null : stats.grossEarningsInCents;
  return (
    <SectionCard title={t('customers.STATS')}>
      <SimpleGrid cols={earnings === null ? 2 : 3} spacing="sm">
        <Stat label={t('customers.STATS_BOOKINGS')} value={String(stats.bookingCount)} />
        <Stat
          label={t('customers.STATS_HOURS')}
          value={formatHours(stats.minuteCount, 'total', locale)}
        />
        {earnings !== null && (
          <Stat
            label={t('customers.STATS_EARNINGS')}
            value={formatEuroFromCents(earnings, locale)}
          />
        )}
      </SimpleGrid>
    </SectionCard>
  );
}
