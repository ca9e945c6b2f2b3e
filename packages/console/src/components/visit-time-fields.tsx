// The day and wall-clock times of a visit (Berlin), with the domain's duration rule shown before
// sending: the planning dialogs' and the award dialog's own.
import { bookingDurationLevel } from '@careport/domain/booking';
import { Alert, Group, Text, TextInput } from '@mantine/core';
import { useT } from '../lib/i18n';

export function minutesBetween(start: string, end: string): number | null {
  const parse = (time: string) => {
    const match = /^(\d{2}):(\d{2})$/.exec(time);
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const from = parse(start);
  const to = parse(end);
  return from === null || to === null ? null : to - from;
}

/** The domain's duration rule (3 h warns, over 8.5 h is refused), shown before sending. */
function DurationHint({ start, end }: { start: string; end: string }) {
  const { t } = useT();
  const minutes = minutesBetween(start, end);
  if (minutes === null) return null;
  if (minutes <= 0)
    return (
      <Text size="sm" c="red.8">
        {t('error.code.BOOKING_END_BEFORE_START')}
      </Text>
    );
  const level = bookingDurationLevel(minutes);
  if (level === 'ok') return null;
  return (
    // Mantine's darkest orange on white is below 4.5:1 (axe): a warning is dark text on orange.
    <Alert variant="light" color={level === 'error' ? 'red' : 'orange'} p="xs" role="status">
      {level === 'error' ? t('error.code.BOOKING_TOO_LONG') : t('planning.longWarning')}
    </Alert>
  );
}

/** Ends after it starts and is not longer than the domain allows (spec 1 §5: 8.5 h). */
export function isPlannableTime(start: string, end: string): boolean {
  const minutes = minutesBetween(start, end);
  return minutes !== null && minutes > 0 && bookingDurationLevel(minutes) !== 'error';
}

/** The day and times of a visit, with the duration rule's hint: the plan, move and award dialogs' own. */
export function VisitTimeFields(props: {
  date: string;
  start: string;
  end: string;
  onDate: (value: string) => void;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <>
      <TextInput
        label={t('planning.date')}
        type="date"
        required
        value={props.date}
        onChange={(event) => props.onDate(event.currentTarget.value)}
      />
      <Group grow>
        <TextInput
          label={t('planning.start')}
          type="time"
          required
          value={props.start}
          onChange={(event) => props.onStart(event.currentTarget.value)}
        />
        <TextInput
          label={t('planning.end')}
          type="time"
          required
          value={props.end}
          onChange={(event) => props.onEnd(event.currentTarget.value)}
        />
      </Group>
      <DurationHint start={props.start} end={props.end} />
    </>
  );
}
