import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../../components/page';
import { useMe } from '../../../../lib/api/get-me';
import type { FulfilBooking } from '../api/get-fulfil-booking';
import { useFulfilBooking } from '../api/get-fulfil-booking';
import { BackLink } from '../../../../components/back-link';
import { fulfilPaths } from '../fulfil-paths';
import { FulfilLoadError, FulfilLoading } from './fulfil-status';

/**
 * The frame of the fulfil and survey screens: the way back to the booking, then loads the booking
 * of the route and the caregiver's role, shows loading and load errors, and renders the screen
 * once both are there.
 */
export function FulfilBookingPage(props: {
  title: string;
  children: (booking: FulfilBooking, isEmployee: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const params = useParams();
  const bookingId = params.bookingId ?? '';
  const booking = useFulfilBooking(bookingId);
  const me = useMe();

  let content;
  if (booking.isPending || me.isPending) {
    content = <FulfilLoading label={t('fulfil.LOADING')} />;
  } else if (booking.isError || me.isError) {
    content = (
      <FulfilLoadError
        error={booking.error ?? me.error}
        onRetry={() => void (booking.isError ? booking.refetch() : me.refetch())}
        backHref={fulfilPaths.diary()}
      />
    );
  } else {
    content = props.children(booking.data, me.data.isCareportEmployee);
  }
  // issue 16 §6: the way back to the booking, as above every other screen under a booking.
  return (
    <Stack gap="xs">
      <BackLink to={fulfilPaths.booking(bookingId)} label={t('diary.DETAIL_TITLE')} />
      <Page title={props.title}>{content}</Page>
    </Stack>
  );
}
