import type { SigningWay } from './flow-state';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * spec 1 §2, §4: after an employee's submission, the confirmation in its digital or paper
 * variant, offering the survey now or later.
 */
export function ConfirmationScreen(props: {
  variant: SigningWay;
  surveyHref: string;
  laterHref: string;
  isSurveyOffered: boolean;
  /** Issue 39: kept in the outbox, not sent yet: the way on leads to the visit, shown waiting. */
  waitingHref?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center" ta="center" py="md">
      <ThemeIcon color="green" size={64} radius="xl" variant="light" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Text size="lg" fw={700} role="status">
        {t(
          props.variant === 'digital'
            ? 'signature.CONFIRMATION_DIGITAL'
            : 'signature.CONFIRMATION_PAPER',
        )}
      </Text>
      {props.isSurveyOffered && <Text>{t('fulfil.SURVEY_OFFER')}</Text>}
      {props.waitingHref && <Text>{t('sync.QUEUED')}</Text>}
      <Stack gap="sm" w="100%" maw={360}>
        {props.isSurveyOffered && (
          <Button component={Link} to={props.surveyHref} replace>
            {t('signature.SURVEY_NOW')}
          </Button>
        )}
        {props.waitingHref ? (
          <Button component={Link} to={props.waitingHref} replace>
            {t('sync.TO_VISIT')}
          </Button>
        ) : (
          <Button component={Link} to={props.laterHref} variant="default">
            {props.isSurveyOffered ? t('signature.SURVEY_LATER') : t('fulfil.TO_DIARY')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
