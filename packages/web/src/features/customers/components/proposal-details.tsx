import { formatDate, formatEuroFromCents, formatTime } from '@careport/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { ProposalItem } from '../api/proposal-fields';
import { formatAddress, fullName, useCareReceiverFacts } from './format-customer';
import { ScheduleDetails } from './schedule-details';
import { SectionCard } from './section-card';
import { ServiceList } from './service-list';

/**
 * spec 1 §2 Proposal detail: care receiver (gender, name, age, care degree, address), schedule,
 * services, description, price per hour (never for employees, spec 1 §6) and the expiry.
 */
export function ProposalDetails(props: { proposal: ProposalItem; isEmployee: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts = useCareReceiverFacts();
  const { proposal } = props;
  const receiver = proposal.careReceiver;
  return (
    <Stack gap="sm">
      {receiver && (
        <SectionCard title={t('customers.CARE_RECEIVER')}>
          <Text fw={600} fz="lg">
            {fullName(receiver.name)}
          </Text>
          <Text c="dimmed" fz="sm">
            {facts(receiver).join(' · ')}
          </Text>
          <Text>{formatAddress(receiver.address)}</Text>
        </SectionCard>
      )}
      <SectionCard title={t('customers.SCHEDULE')}>
        <ScheduleDetails schedule={proposal.schedule} />
      </SectionCard>
      <SectionCard title={t('customers.SERVICES')}>
        <ServiceList services={proposal.subServices} />
      </SectionCard>
      {proposal.description !== null && proposal.description.trim() !== '' && (
        <SectionCard title={t('customers.DESCRIPTION')}>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {proposal.description}
          </Text>
        </SectionCard>
      )}
      {!props.isEmployee && proposal.pricing !== null && (
        <SectionCard title={t('customers.PRICE_PER_HOUR')}>
          <Text fw={600} fz="lg">
            {t('customers.PRICE_PER_HOUR_VALUE', {
              price: formatEuroFromCents(proposal.pricing.grossPricePerHourInCents, locale),
            })}
          </Text>
        </SectionCard>
      )}
      <SectionCard title={t('customers.EXPIRY')}>
        <Text>
          {t('customers.EXPIRY_VALUE', {
            date: formatDate(proposal.expiresAt),
            time: formatTime(proposal.expiresAt),
          })}
        </Text>
      </SectionCard>
    </Stack>
  );
}
