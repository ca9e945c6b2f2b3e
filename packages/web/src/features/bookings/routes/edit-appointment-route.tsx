import { isEditOffered, isFulfilled } from '@careport/domain';
import { Alert, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/api/get-me';
import { paths } from '../../../lib/paths';
import { isBookingNotFound, useBooking } from '../api/get-booking';
import { useDiaryBookings } from '../api/get-diary-bookings';
import { AppointmentForm } from '../components/appointment-form';
import { BackLink } from '../../../components/back-link';
import { BookingNotFound } from '../components/booking-not-found';
import { careReceiverName } from '../components/format-booking-time';
import { LoadError } from '../../../components/load-error';

/** spec 1 §9: the edit screen shows a loader for (at most) 5 s initially. */
export const EDIT_INITIAL_LOADER_MS = 5_000;

/**
 * The loader waits for the caregiver's bookings, so the overlap count is right from the first
 * moment, but no longer than 5 s: after that the form shows and the count follows.
 */
function useInitialLoaderElapsed(): boolean {
  const [isElapsed, setIsElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsElapsed(true), EDIT_INITIAL_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return isElapsed;
}

/** spec 1 §2 /bookings/{bookingId}/decline: edit an appointment's start and end. */
export function EditAppointmentRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bookingId = '' } = useParams();
  const booking = useBooking(bookingId);
  const bookings = useDiaryBookings();
  const me = useMe();
  const isLoaderElapsed = useInitialLoaderElapsed();

  if (booking.isError && isBookingNotFound(booking.error)) return <BookingNotFound />;
  const detailHref = paths.bookingDetail.getHref(bookingId);

  const body = (() => {
    if (booking.isPending || (bookings.isPending && !isLoaderElapsed)) {
      return (
        <Center py="xl" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text c="dimmed">{t('diary.LOADING_BOOKING')}</Text>
          </Stack>
        </Center>
      );
    }
    if (booking.isError) {
      return (
        <LoadError
          message={t('errors.ERROR_LOADING_DETAILS')}
          error={booking.error}
          onRetry={() => void booking.refetch()}
        />
      );
    }
    // spec 1 §4: documented and invoiced bookings cannot be changed; issue 16 §8: nor a declined
    // first booking.
    if (!isEditOffered(booking.data)) {
      return (
        <Alert color="gray">
          {t(isFulfilled(booking.data) ? 'diary.NOT_CHANGEABLE' : 'diary.NOT_CHANGEABLE_DECLINED')}
        </Alert>
      );
    }
    const name = careReceiverName(booking.data.careReceiver) ?? t('diary.UNKNOWN_CARE_RECEIVER');
    return (
      <Card withBorder padding="lg" radius="md">
        <AppointmentForm
          mode={{
            kind: 'edit',
            bookingId,
            // spec 1 §6: only independents answer for a first appointment.
            confirmsFirstBooking:
              booking.data.isFirstBooking && me.data?.isCareportEmployee === false,
          }}
          initial={{
            contractId: booking.data.contractId,
            startDate: new Date(booking.data.startDate),
            endDate: new Date(booking.data.endDate),
          }}
          renderCustomer={() => (
            <div>
              <Text fz="sm" fw={500}>
                {t('diary.CUSTOMER_LABEL')}
              </Text>
              <Text fw={600}>{name}</Text>
            </div>
          )}
          existingBookings={bookings.data}
          onSaved={() => {
            notifications.show({ color: 'teal', message: t('diary.SAVED_NOTICE') });
            void navigate(detailHref);
          }}
          onCancel={() => void navigate(detailHref)}
        />
      </Card>
    );
  })();

  return (
    <Stack gap="xs">
      <BackLink to={detailHref} label={t('diary.DETAIL_TITLE')} />
      <Page title={t('diary.EDIT_TITLE')}>{body}</Page>
    </Stack>
  );
}
