import { BOOKING_FREQUENCIES, BOOKING_TYPES, formatDate, formatHours } from '@careport/domain';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { Schedule } from '../api/proposal-fields';

/** spec 1 §3 Schedule: start date, duration, frequency, type, flexible or all day, preferences. */
export function ScheduleDetails(props: { schedule: Schedule | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { schedule } = props;
  if (schedule === null) return <Text c="dimmed">{t('customers.SCHEDULE_NONE')}</Text>;
  const lines: string[] = [];
  if (schedule.date !== null) {
    lines.push(t('customers.SCHEDULE_START', { date: formatDate(`${schedule.date}T12:00:00Z`) }));
  }
  const frequency = BOOKING_FREQUENCIES.find((value) => value === schedule.frequency);
  const bookingType = BOOKING_TYPES.find((value) => value === schedule.bookingType);
  if (frequency !== undefined) lines.push(t(`labels.bookingFrequency.${frequency}`));
  else if (bookingType !== undefined) lines.push(t(`labels.bookingType.${bookingType}`));
  if (schedule.isAllDay) lines.push(t('customers.SCHEDULE_ALL_DAY'));
  else if (schedule.durationInMinutes !== null) {
    lines.push(
      t('customers.SCHEDULE_DURATION', {
        hours: formatHours(schedule.durationInMinutes, 'total', locale),
      }),
    );
  }
  if (schedule.isFlexible || schedule.expectedAppointmentSchedule?.isFlexible === true) {
    lines.push(t('customers.SCHEDULE_FLEXIBLE'));
  }
  const preferences = schedule.expectedAppointmentSchedule?.preferences?.trim();
  if (preferences) lines.push(t('customers.SCHEDULE_PREFERENCES', { preferences }));
  return (
    <List spacing={4} size="sm">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
