import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../components/counted-text-field';
import { DateTimeField } from '../../../components/date-time-field';

export type CounterProposalDraft = {
  isOffered: boolean;
  start: Date;
  end: Date;
  note: string;
};

/** Beyond the spec (issue 10): another time the caregiver offers when declining for timing. */
export function CounterProposalFields(props: {
  value: CounterProposalDraft;
  onChange: (value: CounterProposalDraft) => void;
  /** About the times (shown under the end). */
  error?: string | undefined;
  noteError?: string | undefined;
}) {
  const { t } = useTranslation();
  const { value } = props;
  return (
    <Stack gap="sm">
      <Switch
        checked={value.isOffered}
        onChange={(event) => props.onChange({ ...value, isOffered: event.currentTarget.checked })}
        label={t('customers.COUNTER_PROPOSAL_TOGGLE')}
        description={t('customers.COUNTER_PROPOSAL_HINT')}
      />
      {value.isOffered && (
        <Stack gap="sm" pl={{ base: 0, xs: 'xl' }}>
          <DateTimeField
            dateLabel={t('customers.COUNTER_PROPOSAL_START')}
            // Issue 39: two fields both named 'Uhrzeit' could not be told apart by ear.
            timeLabel={t('diary.START_TIME')}
            value={value.start}
            onChange={(start) => {
              // Keep the length the caregiver chose when the start moves.
              const length = value.end.getTime() - value.start.getTime();
              props.onChange({ ...value, start, end: new Date(start.getTime() + length) });
            }}
          />
          <DateTimeField
            dateLabel={t('customers.COUNTER_PROPOSAL_END')}
            timeLabel={t('diary.END_TIME')}
            value={value.end}
            onChange={(end) => props.onChange({ ...value, end })}
            error={props.error}
          />
          {props.error && (
            <Text c="red" fz="sm" role="alert">
              {props.error}
            </Text>
          )}
          {/* No maxLength: a longer paste stays whole and the schema refuses it (issue 16 §2). */}
          <CountedTextField
            label={t('customers.COUNTER_PROPOSAL_NOTE')}
            rows={2}
            value={value.note}
            onChange={(event) => props.onChange({ ...value, note: event.currentTarget.value })}
            error={props.noteError}
          />
        </Stack>
      )}
    </Stack>
  );
}
