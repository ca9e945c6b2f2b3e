import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/api/get-me';
import { useWaitingFulfil } from '../../../lib/offline/outbox';
import { paths } from '../../../lib/paths';
import { isBookingNotFound, useBooking } from '../api/get-booking';
import { BackLink } from '../../../components/back-link';
import { BookingActions } from '../components/booking-actions';
import { BookingNotFound } from '../components/booking-not-found';
import { PaperProofSection } from '../components/paper-proof-section';
import { ProofOfServiceSection } from '../components/proof-of-service-section';
import { BookingSummary } from '../components/booking-summary';
import { DiarySkeleton } from '../components/diary-skeleton';
import { LoadError } from '../../../components/load-error';
import { useNow } from '../../../components/use-now';

/** spec 1 §2 Booking detail (/bookings/{bookingId}); also the target of a document_booking push. */
export function BookingDetailRoute() {
  const { t } = useTranslation();
  const { bookingId = '' } = useParams();
  const [searchParams] = useSearchParams();
  // spec 1 §2: opened from the Past tab (isPastBooking), the way back leads to it.
  const backTab = searchParams.get('isPastBooking') === 'true' ? 'past' : 'upcoming';
  const booking = useBooking(bookingId);
  const me = useMe();
  const now = useNow();
  // Issue 39: documented on this device and not sent yet: shown as entered, waiting.
  const waiting = useWaitingFulfil(bookingId);

  if (booking.isError && isBookingNotFound(booking.error)) return <BookingNotFound />;
  const isEmployee = me.data?.isCareportEmployee ?? false;

  return (
    <Stack gap="xs">
      <BackLink to={paths.bookings.getHref({ tab: backTab })} />
      <Page title={t('diary.DETAIL_TITLE')}>
        {booking.isPending || me.isPending ? (
          <DiarySkeleton isSingleBooking />
        ) : booking.isError ? (
          <LoadError
            message={t('errors.ERROR_LOADING_DETAILS')}
            error={booking.error}
            onRetry={() => void booking.refetch()}
          />
        ) : (
          <>
            <BookingSummary
              booking={booking.data}
              isEmployee={isEmployee}
              now={now}
              waiting={waiting}
            />
            {/* The server has no proof of a visit it has not received yet. */}
            {waiting === null && (
              <>
                <PaperProofSection booking={booking.data} isEmployee={isEmployee} now={now} />
                <ProofOfServiceSection booking={booking.data} />
              </>
            )}
            <BookingActions
              booking={booking.data}
              isEmployee={isEmployee}
              now={now}
              waiting={waiting}
            />
          </>
        )}
      </Page>
    </Stack>
  );
}
