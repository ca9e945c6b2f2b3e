import { formatDate, formatTime } from '@careport/domain';
import { Card, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../lib/paths';
import { isBookingNotFound, useBooking } from '../api/get-booking';
import { useCancellationReasons } from '../api/get-cancellation-reasons';
import { BackLink } from '../../../components/back-link';
import { ARRIVAL_AFTER_ACTION } from '../components/arrival-after-action';
import { BookingNotFound } from '../components/booking-not-found';
import { CancelBookingForm } from '../components/cancel-booking-form';
import { DiarySkeleton } from '../components/diary-skeleton';
import { LoadError } from '../../../components/load-error';

/** spec 1 §2 /bookings/{bookingId}/cancel: an employee cancels an appointment. */
export function CancelBookingRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bookingId = '' } = useParams();
  const booking = useBooking(bookingId);
  const reasons = useCancellationReasons();
  const detailHref = paths.bookingDetail.getHref(bookingId);

  if (booking.isError && isBookingNotFound(booking.error)) return <BookingNotFound />;

  const body = (() => {
    if (booking.isPending || reasons.isPending) return <DiarySkeleton isSingleBooking />;
    if (booking.isError || reasons.isError) {
      const failed = booking.isError ? booking : reasons;
      return (
        <LoadError
          message={t(booking.isError ? 'errors.ERROR_LOADING_DETAILS' : 'diary.REASONS_LOAD_ERROR')}
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      );
    }
    return (
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Text>
            {t('diary.CANCEL_INTRO', {
              date: formatDate(booking.data.startDate),
              start: formatTime(booking.data.startDate),
              end: formatTime(booking.data.endDate),
            })}
          </Text>
          <CancelBookingForm
            bookingId={bookingId}
            reasons={reasons.data}
            onCancelled={() => {
              notifications.show({ color: 'teal', message: t('diary.CANCELLED_NOTICE') });
              // spec 1 §7: the booking is gone locally; the diary shows.
              void navigate(paths.bookings.getHref(), {
                replace: true,
                state: ARRIVAL_AFTER_ACTION,
              });
            }}
            onBack={() => void navigate(detailHref)}
          />
        </Stack>
      </Card>
    );
  })();

  return (
    <Stack gap="xs">
      <BackLink to={detailHref} label={t('diary.DETAIL_TITLE')} />
      <Page title={t('diary.CANCEL_TITLE')}>{body}</Page>
    </Stack>
  );
}
