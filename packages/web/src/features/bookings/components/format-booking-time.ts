import { formatDate, formatTime, inBerlin } from '@careport/domain';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../../lib/date-locale';

/** The texts every booking shows: short weekday, d.MM.yyyy date and the 24-hour time range. */
export function useBookingTimeFormat() {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  return {
    shortWeekday: (value: string | Date) => format(inBerlin(value), 'EEE', { locale: dateLocale }),
    date: (value: string | Date) => formatDate(value),
    time: (value: string | Date) => formatTime(value),
    timeRange: (start: string | Date, end: string | Date) =>
      t('diary.TIME_RANGE', { start: formatTime(start), end: formatTime(end) }),
  };
}

export function careReceiverName(
  careReceiver: { firstName: string; lastName: string } | null,
): string | null {
  if (careReceiver === null) return null;
  return `${careReceiver.firstName} ${careReceiver.lastName}`.trim() || null;
}
