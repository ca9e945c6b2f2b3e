import {
  afterSuccessfulSubmission,
  countFeedbackBooking,
  isDocumentingAllowed,
  isFeedbackSurveyShown,
  isFulfilled,
  isSurveyPending,
} from '@careport/domain';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { hasUnsentInMemory, useWaitingFulfil } from '../../../../lib/offline/outbox';
import type { FulfilBooking } from '../api/get-fulfil-booking';
import { FulfilBookingPage } from '../components/fulfil-booking-page';
import { BookingSummary } from '../components/booking-summary';
import { ConfirmationScreen } from '../components/flow/confirmation-screen';
import type { SigningWay } from '../components/flow/flow-state';
import { parseStep } from '../components/flow/flow-state';
import { SignatureFlow } from '../components/flow/signature-flow';
import { FulfilNotice } from '../components/fulfil-status';
import { ServicesForm } from '../components/services-form';
import { feedbackSettingsStore } from '../feedback-settings/feedback-settings-store';
import { fulfilPaths } from '../fulfil-paths';
import { Stack } from '@mantine/core';

type DoneState = { way?: SigningWay } | null;

/** spec 1 §2 /bookings/{bookingId}/fulfill: document a booking, by role (spec 1 §6). */
export function FulfilRoute() {
  const { t } = useTranslation();
  return (
    <FulfilBookingPage title={t('fulfil.TITLE')}>
      {(booking, isEmployee) => <FulfilContent booking={booking} isEmployee={isEmployee} />}
    </FulfilBookingPage>
  );
}

function FulfilContent({ booking, isEmployee }: { booking: FulfilBooking; isEmployee: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const bookingHref = fulfilPaths.booking(booking.bookingId);
  const waiting = useWaitingFulfil(booking.bookingId);

  if (isFulfilled(booking)) {
    if (!isEmployee) {
      return (
        <FulfilNotice title={t('fulfil.ALREADY_DOCUMENTED_TITLE')} backHref={bookingHref}>
          {t('fulfil.ALREADY_DOCUMENTED_TEXT')}
        </FulfilNotice>
      );
    }
    const way =
      (location.state as DoneState)?.way ?? (booking.hasCgConfirmationProof ? 'digital' : 'paper');
    return (
      <ConfirmationScreen
        variant={way}
        // Issue 39: the survey is sent at once, not queued: offline it waits for the detail.
        isSurveyOffered={waiting === null && isSurveyPending(booking)}
        surveyHref={fulfilPaths.survey(booking.bookingId)}
        laterHref={fulfilPaths.diary()}
        waitingHref={waiting === null ? null : bookingHref}
      />
    );
  }

  // spec 1 §4: documenting only while created and once the start has passed.
  if (!isDocumentingAllowed(booking, new Date())) {
    return (
      <FulfilNotice title={t('fulfil.NOT_STARTED_TITLE')} backHref={bookingHref}>
        {t('fulfil.NOT_STARTED_TEXT')}
      </FulfilNotice>
    );
  }

  if (isEmployee) {
    const step = parseStep(params.step);
    return (
      <SignatureFlow
        booking={booking}
        step={step ?? 1}
        onFulfilled={(way) => {
          const next = afterSuccessfulSubmission({ isEmployee }, way);
          if (next.kind === 'confirmation') {
            void navigate(fulfilPaths.done(booking.bookingId), {
              replace: true,
              state: { way: next.variant },
            });
          }
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <BookingSummary booking={booking} showPaymentMethod={false} />
      <ServicesForm
        booking={booking}
        onFulfilled={(fulfilled) => {
          // spec 1 §4: others go on to the survey, as far as the contract's feedback settings
          // ask for it; the counter rises with each documented booking.
          feedbackSettingsStore.update(fulfilled.contractId, countFeedbackBooking);
          // Issue 39, record 0108: kept in the outbox, the visit shows as waiting; the survey
          // (sent at once, not queued) would only find the server's undocumented copy.
          if (hasUnsentInMemory(fulfilled.bookingId)) {
            notifications.show({ color: 'blue', message: t('sync.QUEUED') });
            void navigate(fulfilPaths.booking(fulfilled.bookingId), { replace: true });
            return;
          }
          // Record 0117: the visit is documented, whether the survey follows or not.
          notifications.show({ color: 'teal', message: t('fulfil.DOCUMENTED') });
          if (isFeedbackSurveyShown(feedbackSettingsStore.get(fulfilled.contractId))) {
            void navigate(fulfilPaths.survey(fulfilled.bookingId), { replace: true });
          } else {
            void navigate(fulfilPaths.booking(fulfilled.bookingId), { replace: true });
          }
        }}
      />
    </Stack>
  );
}
