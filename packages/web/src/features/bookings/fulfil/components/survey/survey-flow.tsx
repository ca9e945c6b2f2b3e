import type { BookingFeedbackInput } from '@careport/domain';
import {
  bookingFeedbackSchema,
  CARE_RECEIVER_MOODS,
  CUSTOMER_ENERGIES,
  FURTHER_APPOINTMENT_ANSWERS,
} from '@careport/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { CountedTextField } from '../../../../../components/counted-text-field';
import { useOnlineOnly } from '../../../../../components/sync/online-only';
import { useFieldError } from '../../../../../lib/field-error';
import type { FulfilBooking } from '../../api/get-fulfil-booking';
import { useSubmitBookingFeedback } from '../../api/submit-booking-feedback';
import type { SurveyStepPath } from '../../fulfil-paths';
import { fulfilPaths } from '../../fulfil-paths';
import { ChoiceGroup } from './choice-group';
import type { SurveyAnswers } from './survey-state';
import { EMPTY_ANSWERS, isSurveyStepReachable } from './survey-state';
import { SurveyThanks } from './survey-thanks';

const SURVEY_STEPS = 3;
const REQUIRED = 'VALIDATION_SELECT_CHOICE';

type TextKey = keyof Pick<
  SurveyAnswers,
  'careReceiverMoodAdditionalText' | 'customerEnergyAdditionalText' | 'activitiesPerformed'
>;

/** The free text each survey step asks for. */
const TEXT_OF_STEP: Record<1 | 2 | 3, TextKey> = {
  1: 'careReceiverMoodAdditionalText',
  2: 'customerEnergyAdditionalText',
  3: 'activitiesPerformed',
};

/**
 * spec 1 §2 Survey: three steps after a fulfilled booking, then a thank-you. Step 1 the care
 * receiver's mood (and, after a contract's first appointment, whether further appointments
 * follow), step 2 the energy, each required (spec 1 §5), step 3 the activities. Saving that
 * fails is logged and the flow continues (spec 1 §4).
 */
export function SurveyFlow(props: {
  booking: FulfilBooking;
  step: SurveyStepPath;
  /** spec 1 §6: employees see no first-appointment actions, so no follow-up question either. */
  isEmployee: boolean;
  /** Shown below the step (the independent's 'stop asking'). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const { booking, step } = props;
  const [answers, setAnswers] = useState<SurveyAnswers>(EMPTY_ANSWERS);
  const [showErrors, setShowErrors] = useState(false);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const submitFeedback = useSubmitBookingFeedback();
  // Issue 39: offline the answers would wait unsent with the button spinning; the steps before
  // the submit still work, the answers stay on the screen until the connection is back.
  const online = useOnlineOnly();
  const asksFurtherAppointments = booking.isFirstBooking && !props.isEmployee;

  if (!isSurveyStepReachable(step, answers, { asksFurtherAppointments, isSubmitted })) {
    return <Navigate to={fulfilPaths.survey(booking.bookingId)} replace />;
  }
  if (step === 'thanks') return <SurveyThanks bookingId={booking.bookingId} />;

  const set = (change: Partial<SurveyAnswers>) =>
    setAnswers((current) => ({ ...current, ...change }));
  const goTo = (next: SurveyStepPath, replace = false) => {
    setShowErrors(false);
    void navigate(fulfilPaths.survey(booking.bookingId, next), { replace });
  };
  // The step's free text, checked by the same rule the server applies (at most 100 characters,
  // no control characters): a longer text is refused with a message, never cut (issue 16 §2).
  const textOfStep = TEXT_OF_STEP[step];
  const textError = (key: TextKey): string | undefined => {
    const checked = bookingFeedbackSchema.shape[key].safeParse(answers[key]);
    return checked.success ? undefined : checked.error.issues[0]?.message;
  };

  const next = () => {
    const target = step === 1 ? 2 : 3;
    if (
      !isSurveyStepReachable(target, answers, { asksFurtherAppointments, isSubmitted }) ||
      textError(textOfStep) !== undefined
    ) {
      setShowErrors(true);
      return;
    }
    goTo(target);
  };

  const submit = async () => {
    if (textError(textOfStep) !== undefined) {
      setShowErrors(true);
      return;
    }
    const input: BookingFeedbackInput = bookingFeedbackSchema.parse({
      bookingId: booking.bookingId,
      ...answers,
    });
    try {
      await submitFeedback.mutateAsync({
        input: {
          ...input,
          ...(asksFurtherAppointments && answers.furtherAppointments !== undefined
            ? { furtherAppointments: answers.furtherAppointments }
            : {}),
        },
      });
    } catch (error) {
      // spec 1 §4: saving feedback that fails is logged and the flow continues.
      console.error('Saving the booking feedback failed', error);
    }
    setIsSubmitted(true);
    goTo('thanks', true);
  };

  const textArea = (label: string, key: TextKey) => (
    <CountedTextField
      label={label}
      value={answers[key]}
      onChange={(event) => set({ [key]: event.currentTarget.value })}
      // At once, beside the counter that says by how much: the text stays whole to be shortened.
      error={fieldError(textError(key))}
    />
  );

  const error = (isMissing: boolean) =>
    showErrors && isMissing ? fieldError(REQUIRED) : undefined;

  return (
    <Stack gap="lg">
      <Stack gap="md" component="section" aria-labelledby="survey-step-title">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('fulfil.STEP_OF', { step, total: SURVEY_STEPS })}
          </Text>
          <Title order={2} fz="h3" id="survey-step-title">
            {t(`fulfil.SURVEY_STEP_${step}`)}
          </Title>
        </Stack>
        {step === 1 && (
          <>
            {asksFurtherAppointments && (
              <ChoiceGroup
                label={t('fulfil.FURTHER_APPOINTMENTS_QUESTION')}
                options={FURTHER_APPOINTMENT_ANSWERS}
                labelOf={(option) => t(`labels.feedbackFurtherAppointments.${option}`)}
                value={answers.furtherAppointments}
                onChange={(furtherAppointments) => set({ furtherAppointments })}
                error={error(answers.furtherAppointments === undefined)}
              />
            )}
            <ChoiceGroup
              label={t('fulfil.MOOD_QUESTION')}
              options={CARE_RECEIVER_MOODS}
              labelOf={(option) => t(`labels.feedbackMood.${option}`)}
              value={answers.careReceiverMood}
              onChange={(careReceiverMood) => set({ careReceiverMood })}
              error={error(answers.careReceiverMood === undefined)}
            />
            {textArea(t('fulfil.MOOD_TEXT'), 'careReceiverMoodAdditionalText')}
          </>
        )}
        {step === 2 && (
          <>
            <ChoiceGroup
              label={t('fulfil.ENERGY_QUESTION')}
              options={CUSTOMER_ENERGIES}
              labelOf={(option) => t(`labels.feedbackEnergy.${option}`)}
              value={answers.customerEnergy}
              onChange={(customerEnergy) => set({ customerEnergy })}
              error={error(answers.customerEnergy === undefined)}
            />
            {textArea(t('fulfil.ENERGY_TEXT'), 'customerEnergyAdditionalText')}
          </>
        )}
        {step === 3 && textArea(t('fulfil.ACTIVITIES_QUESTION'), 'activitiesPerformed')}
        <Group justify="space-between" gap="sm">
          {step === 1 ? (
            <span />
          ) : (
            <Button variant="subtle" onClick={() => void navigate(-1)}>
              {t('fulfil.BACK')}
            </Button>
          )}
          {step === 3 ? (
            <Button
              onClick={() => void submit()}
              loading={submitFeedback.isPending}
              {...online.actionProps}
            >
              {t('fulfil.SURVEY_SUBMIT')}
            </Button>
          ) : (
            <Button onClick={next}>{t('fulfil.NEXT')}</Button>
          )}
        </Group>
        {step === 3 && online.reason}
        {props.footer}
      </Stack>
    </Stack>
  );
}
