import { IconCalendarOff, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../components/record-not-found';
import { paths } from '../lib/paths';

/**
 * spec 1 §8, record 0109: a booking's or a contract's screen that failed to render reads
 * BOOKING_OR_CONTRACT_NOT_FOUND_ERROR with the way back to its list. Its own chunk (route-error.tsx
 * loads it): the start, and with it /login, does not carry the page frame and the signed-in texts.
 */
export function RecordRouteError(props: { record: 'booking' | 'contract' }) {
  const { t } = useTranslation();
  return props.record === 'booking' ? (
    <RecordNotFound
      icon={IconCalendarOff}
      backTo={paths.bookings.getHref()}
      backLabel={t('diary.BACK_TO_DIARY')}
    />
  ) : (
    <RecordNotFound
      icon={IconUserOff}
      backTo={paths.customers.getHref()}
      backLabel={t('customers.BACK_TO_CUSTOMERS')}
    />
  );
}
