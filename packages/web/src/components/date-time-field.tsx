import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { Group } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { DateInput, DatesProvider, TimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n';
import { fromBerlinParts, parseGermanDate, toBerlinParts } from './berlin-wall-clock';

// spec 1 §5, §9: the picker steps in 5 minutes on a 24-hour clock; dates show as d.MM.yyyy.
export const PICKER_MINUTES_STEP = 5;

function isWithin(field: Element, other: EventTarget | null): boolean {
  return other instanceof Node && field.contains(other);
}

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
  const [isTimeListOpen, setIsTimeListOpen] = useState(false);
  // A tap on the focused hours or minutes opens the list again (after Escape or a choice).
  // Mantine's own click handler there stops the event, so it is replaced, keeping its select().
  const reopenOnTap = {
    onClick: (event: MouseEvent<HTMLInputElement>) => {
      event.stopPropagation();
      event.currentTarget.select();
      setIsTimeListOpen(true);
    },
  };
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
          onChange={(value) => {
            // issue 16 §1: once the minutes are chosen (picked or typed) the time is complete and
            // the list closes, so it no longer covers the next field and takes its taps. Choosing
            // the hour keeps it open for the minutes.
            if (value.slice(3, 5) !== time.slice(3, 5)) setIsTimeListOpen(false);
            change(day, value);
          }}
          // The list opens when the field takes the focus and closes when it leaves, on Escape
          // and on a choice (Mantine's own state neither closes on Escape nor on a choice).
          // Focus moving between its hours and minutes (as Mantine does after a choice) is
          // neither arriving nor leaving.
          onFocusCapture={(event) => {
            if (!isWithin(event.currentTarget, event.relatedTarget)) setIsTimeListOpen(true);
          }}
          onBlurCapture={(event) => {
            if (!isWithin(event.currentTarget, event.relatedTarget)) setIsTimeListOpen(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && isTimeListOpen) {
              // Escape closes the list, not a dialog around the form.
              event.stopPropagation();
              setIsTimeListOpen(false);
            }
          }}
          format="24h"
          minutesStep={PICKER_MINUTES_STEP}
          withDropdown
          hoursInputProps={reopenOnTap}
          minutesInputProps={reopenOnTap}
          hoursInputLabel={`${props.timeLabel}: ${t('diary.HOURS_INPUT')}`}
          minutesInputLabel={`${props.timeLabel}: ${t('diary.MINUTES_INPUT')}`}
          error={props.error ? true : undefined}
          maxDropdownContentHeight={180}
          // axe scrollable-region-focusable: each list scrolls by keyboard too (its choices are
          // out of the tab order; typing into the hours and minutes is the keyboard's way).
          scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
          popoverProps={{
            withinPortal: true,
            // issue 39: below the field the open list covered the end time and the save button
            // on a 375 px phone; above it, it covers only fields already passed (it still flips
            // below when there is no room above).
            position: 'top-start',
            opened: isTimeListOpen,
            onClose: () => setIsTimeListOpen(false),
          }}
        />
      </Group>
    </DatesProvider>
  );
}
