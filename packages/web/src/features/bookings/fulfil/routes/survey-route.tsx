import type { FeedbackFrequencyChoice } from '@careport/domain';
import {
  chooseFeedbackFrequency,
  isContinuationPromptShown,
  isSurveyPending,
} from '@careport/domain';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { FulfilBooking } from '../api/get-fulfil-booking';
import { FulfilBookingPage } from '../components/fulfil-booking-page';
import { FulfilNotice } from '../components/fulfil-status';
import { ContinuationPrompt } from '../components/survey/continuation-prompt';
import { SurveyFlow } from '../components/survey/survey-flow';
import { parseSurveyStep } from '../components/survey/survey-state';
import {
  feedbackSettingsStore,
  useFeedbackSettings,
} from '../feedback-settings/feedback-settings-store';
import { fulfilPaths } from '../fulfil-paths';

/** spec 1 §2 Survey (/bookings/{bookingId}/survey): three steps after a fulfilled booking. */
export function SurveyRoute() {
  const { t } = useTranslation();
  return (
    <FulfilBookingPage title={t('fulfil.SURVEY_TITLE')}>
      {(booking, isEmployee) => <SurveyContent booking={booking} isEmployee={isEmployee} />}
    </FulfilBookingPage>
  );
}

function SurveyContent({ booking, isEmployee }: { booking: FulfilBooking; isEmployee: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const step = parseSurveyStep(params.step);
  const settings = useFeedbackSettings(booking.contractId);
  // Whether this visit began with the survey open: answering it closes it on the server, and
  // the thank-you must still show.
  // The same rule as the list's label and the detail's button (issue 16 §4).
  const [isOpen] = useState(() => isSurveyPending(booking));
  const [isPromptAnswered, setIsPromptAnswered] = useState(false);

  if (step === null) return <Navigate to={fulfilPaths.survey(booking.bookingId)} replace />;
  if (!isOpen) {
    return (
      <FulfilNotice
        title={t('fulfil.SURVEY_NOT_AVAILABLE_TITLE')}
        backHref={fulfilPaths.booking(booking.bookingId)}
      >
        {t('fulfil.SURVEY_NOT_AVAILABLE_TEXT')}
      </FulfilNotice>
    );
  }

  const leave = () => {
    notifications.show({ color: 'blue', message: t('fulfil.FEEDBACK_DISABLED') });
    void navigate(fulfilPaths.booking(booking.bookingId), { replace: true });
  };
  const choose = (choice: FeedbackFrequencyChoice) => {
    feedbackSettingsStore.update(booking.contractId, (current) =>
      chooseFeedbackFrequency(current, choice),
    );
    if (choice === 'NEVER') leave();
    else setIsPromptAnswered(true);
  };

  // spec 1 §4 Feedback survey: the local settings are the independent's; employees' surveys
  // are part of their documentation (spec 1 §6) and always offered.
  if (!isEmployee && step === 1 && !isPromptAnswered && isContinuationPromptShown(settings)) {
    return <ContinuationPrompt bookingCount={settings.bookingCount} onChoose={choose} />;
  }

  return (
    <SurveyFlow
      booking={booking}
      step={step}
      isEmployee={isEmployee}
      footer={
        !isEmployee && step === 1 ? (
          <Button variant="subtle" color="gray" size="xs" onClick={() => choose('NEVER')}>
            {t('fulfil.NEVER_ASK_AGAIN')}
          </Button>
        ) : null
      }
    />
  );
}
