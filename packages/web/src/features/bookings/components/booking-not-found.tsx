import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../components/record-not-found';
import { paths } from '../../../lib/paths';

/** spec 1 §2 Other, §8: the error screen for a deleted (or otherwise missing) booking. */
export function BookingNotFound() {
  const { t } = useTranslation();
  return (
    <RecordNotFound
      icon={IconCalendarOff}
      backTo={paths.bookings.getHref()}
      backLabel={t('diary.BACK_TO_DIARY')}
    />
  );
}
