import type { FeedbackFrequencyChoice } from '@careport/domain';
import { Button, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CHOICES: readonly FeedbackFrequencyChoice[] = ['ALWAYS', 'EVERY_THIRD_BOOKING', 'NEVER'];

/**
 * spec 1 §4 Feedback survey: after every third documented booking of a contract the caregiver is
 * asked whether to go on: always, every third booking, or never (permanently off).
 */
export function ContinuationPrompt(props: {
  bookingCount: number;
  onChoose: (choice: FeedbackFrequencyChoice) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<FeedbackFrequencyChoice>('ALWAYS');
  return (
    <Stack gap="md" component="section" aria-labelledby="continuation-title">
      <Title order={2} fz="h3" id="continuation-title">
        {t('fulfil.CONTINUATION_TITLE')}
      </Title>
      <Text>{t('fulfil.CONTINUATION_TEXT', { count: props.bookingCount })}</Text>
      <Radio.Group
        label={t('fulfil.CONTINUATION_CHOICE')}
        value={choice}
        onChange={(value) => setChoice(CHOICES.find((option) => option === value) ?? 'ALWAYS')}
      >
        <Stack gap="xs" mt="xs">
          {CHOICES.map((option) => (
            <Radio key={option} value={option} label={t(`labels.feedbackFrequency.${option}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Button onClick={() => props.onChoose(choice)}>{t('fulfil.CONTINUATION_SUBMIT')}</Button>
    </Stack>
  );
}
