import {
  formatDate,
  formatTime,
  hasNotEnded,
  isCancelOffered,
  isDeleteOffered,
  isDocumentNowShown,
  isEditOffered,
  isFulfilled,
  isSurveyButtonShown,
} from '@careport/domain';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCalendarX,
  IconChecklist,
  IconCloudUpload,
  IconEdit,
  IconMessage,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { OnlineLinkButton, useOnlineOnly } from '../../../components/sync/online-only';
import { useErrorMessage } from '../../../lib/error-message';
import type { WaitingFulfil } from '../../../lib/offline/outbox';
import { paths } from '../../../lib/paths';
import type { BookingDetail } from '../api/get-booking';
import { useDeleteBooking } from '../api/delete-booking';
import { ARRIVAL_AFTER_ACTION } from './arrival-after-action';

/**
 * spec 1 §2 Booking detail, §5, §6: edit (changeable bookings), 'document now' once the end has
 * passed, the employee's cancel and survey, and delete for independents (not a first booking).
 */
export function BookingActions(props: {
  booking: BookingDetail;
  isEmployee: boolean;
  now: Date;
  /** Issue 39: documented on this device, not sent: nothing else to do until it is. */
  waiting?: WaitingFulfil | null;
}) {
  if (props.waiting) return <WaitingNotice waiting={props.waiting} />;
  return <ServerBookingActions {...props} />;
}

/** Issue 39: the documentation waits in the outbox; the queue tells more (and why, if refused). */
function WaitingNotice({ waiting }: { waiting: WaitingFulfil }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={waiting.isRefused ? 'red' : 'blue'}
      variant="light"
      icon={<IconCloudUpload size={20} aria-hidden />}
      title={t('sync.WAITING_TITLE')}
    >
      <Stack gap={6} align="flex-start">
        <Text fz="sm">
          {t(waiting.isRefused ? 'sync.WAITING_FAILED_TEXT' : 'sync.WAITING_TEXT')}
        </Text>
        {/* The whole 44 px row takes the tap (issue 16 §11). */}
        <Anchor
          component={Link}
          to={paths.sync.getHref()}
          fz="sm"
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
        >
          {t('sync.TO_QUEUE')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function ServerBookingActions(props: { booking: BookingDetail; isEmployee: boolean; now: Date }) {
  const { t } = useTranslation();
  const online = useOnlineOnly();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage('booking-call');
  const { booking } = props;
  const actor = { isEmployee: props.isEmployee };
  const deletion = useDeleteBooking(booking.bookingId);

  const [isDeleteAsked, setDeleteAsked] = useState(false);

  const deleteBooking = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('diary.DELETED_NOTICE') });
        void navigate(paths.bookings.getHref(), {
          replace: true,
          state: ARRIVAL_AFTER_ACTION,
        });
      },
      // spec 1 §8: a failed delete shows ERROR_RESPONSE with the code (record 0109).
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  const isDocumentShown = isDocumentNowShown(booking, props.now);
  const needsConnection =
    isSurveyButtonShown(booking, actor) ||
    isEditOffered(booking) ||
    isCancelOffered(booking, actor) ||
    isDeleteOffered(booking, actor);
  return (
    <Stack gap="sm">
      {needsConnection && online.reason}
      {isDocumentShown && (
        <Button
          component={Link}
          to={paths.fulfilBooking.getHref(booking.bookingId)}
          size="md"
          leftSection={<IconChecklist size={20} aria-hidden />}
        >
          {t('bookings.DOCUMENT_NOW')}
        </Button>
      )}
      {booking.status === 'CREATED' && hasNotEnded(booking, props.now) && (
        <Text fz="sm" c="dimmed">
          {t('diary.DOCUMENT_AFTER_END')}
        </Text>
      )}
      {isSurveyButtonShown(booking, actor) && (
        <OnlineLinkButton
          online={online}
          to={paths.bookingSurvey.getHref(booking.bookingId)}
          size="md"
          leftSection={<IconMessage size={20} aria-hidden />}
        >
          {t('diary.SURVEY')}
        </OnlineLinkButton>
      )}
      {isEditOffered(booking) ? (
        <OnlineLinkButton
          online={online}
          to={paths.editBooking.getHref(booking.bookingId)}
          variant={isDocumentShown ? 'default' : 'filled'}
          leftSection={<IconEdit size={20} aria-hidden />}
        >
          {t('diary.EDIT')}
        </OnlineLinkButton>
      ) : (
        <Text fz="sm" c="dimmed">
          {t(isFulfilled(booking) ? 'diary.NOT_CHANGEABLE' : 'diary.NOT_CHANGEABLE_DECLINED')}
        </Text>
      )}
      {isCancelOffered(booking, actor) && (
        <OnlineLinkButton
          online={online}
          to={paths.cancelBooking.getHref(booking.bookingId)}
          variant="default"
          color="red"
          leftSection={<IconCalendarX size={20} aria-hidden />}
        >
          {t('diary.CANCEL_BOOKING')}
        </OnlineLinkButton>
      )}
      {isDeleteOffered(booking, actor) && (
        <Button
          variant="subtle"
          color="red"
          onClick={() => setDeleteAsked(true)}
          loading={deletion.isPending}
          leftSection={<IconTrash size={20} aria-hidden />}
          {...online.actionProps}
        >
          {t('diary.DELETE_BOOKING')}
        </Button>
      )}
      <ConfirmDialog
        opened={isDeleteAsked}
        title={t('diary.DELETE_CONFIRM_TITLE')}
        confirmLabel={t('diary.DELETE_CONFIRM')}
        cancelLabel={t('diary.KEEP')}
        needsConnection
        confirmColor="red"
        onConfirm={deleteBooking}
        onClose={() => setDeleteAsked(false)}
      >
        <Text>
          {t('diary.DELETE_CONFIRM_TEXT', {
            date: formatDate(booking.startDate),
            time: formatTime(booking.startDate),
          })}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
