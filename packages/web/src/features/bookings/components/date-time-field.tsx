import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { Group } from '@mantine/core';
import { DateInput, DatesProvider, TimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { fromBerlinParts, parseGermanDate, toBerlinParts } from './berlin-wall-clock';

// spec 1 §5, §9: the picker steps in 5 minutes on a 24-hour clock; dates show as d.MM.yyyy.
export const PICKER_MINUTES_STEP = 5;

/** A Berlin date and time, as two fields: the date (typed or picked) and the time. */
export function DateTimeField(props: {
  dateLabel: string;
  timeLabel: string;
  value: Date;
  onChange: (value: Date) => void;
  minDate?: string;
  maxDate?: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { day, time } = toBerlinParts(props.value);
  const change = (nextDay: string, nextTime: string) => {
    const next = fromBerlinParts(nextDay, nextTime);
    if (next !== null && next.getTime() !== props.value.getTime()) props.onChange(next);
  };
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <Group grow align="flex-start" gap="sm" wrap="nowrap">
        <DateInput
          label={props.dateLabel}
          value={day}
          onChange={(value) => {
            if (value) change(value.slice(0, 10), time);
          }}
          valueFormat="D.MM.YYYY"
          dateParser={parseGermanDate}
          placeholder={t('diary.DATE_PLACEHOLDER')}
          minDate={props.minDate}
          maxDate={props.maxDate}
          error={props.error}
          allowDeselect={false}
          popoverProps={{ withinPortal: true }}
        />
        <TimePicker
          label={props.timeLabel}
          value={time}
          onChange={(value) => change(day, value)}
          format="24h"
          minutesStep={PICKER_MINUTES_STEP}
          withDropdown
          hoursInputLabel={`${props.timeLabel}: ${t('diary.HOURS_INPUT')}`}
          minutesInputLabel={`${props.timeLabel}: ${t('diary.MINUTES_INPUT')}`}
          error={props.error ? true : undefined}
          popoverProps={{ withinPortal: true }}
        />
      </Group>
    </DatesProvider>
  );
}
