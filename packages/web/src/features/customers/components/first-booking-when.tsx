import { formatDate, formatTime, formatWeekdayOrToday } from '@careport/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../components/use-now';
import { useLocale } from '../../../lib/i18n';
import type { ContractDetail } from '../api/contract-fields';
import { fullName } from './format-customer';

/** The first appointment's who and when, atop the first-booking screens. */
export function FirstBookingWhen(props: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow();
  const first = props.contract.firstBooking;
  return (
    <div>
      <Text fw={600} fz="lg">
        {fullName(props.contract.careReceiver.name)}
      </Text>
      <Text>
        {first
          ? t('customers.FIRST_APPOINTMENT_AT', {
              weekday: formatWeekdayOrToday(first.startDate, now, locale),
              date: formatDate(first.startDate),
              start: formatTime(first.startDate),
              end: formatTime(first.endDate),
            })
          : t('customers.FIRST_APPOINTMENT_NONE')}
      </Text>
    </div>
  );
}
