import {
  isHiddenInBookingList,
  isReminderModalShown,
  isUndocumented,
  reminderHideUntil,
  selectReminderBookings,
} from '@careport/domain';
import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '../../../lib/api/get-me';
import { paths } from '../../../lib/paths';
import { useDiaryBookings } from '../api/get-diary-bookings';
import { careReceiverName, useBookingTimeFormat } from './format-booking-time';
import { isArrivalAfterAction } from './arrival-after-action';
import {
  isReminderPutOffThisStart,
  putOffReminderThisStart,
  ReminderStoredStateContext,
  storeReminderClosedAt,
  storeReminderHideUntil,
} from './reminder-storage';

/**
 * spec 1 §2, §6, §9: the reminder listing undocumented past bookings (at most 10) with 'document
 * now' and 'later'. Independents: 'later' hides it for 24 hours. Employees: it shows on every
 * start, and 'later' hides it until the next start of the app.
 * The shell mounts it on arriving at the diary or the dashboard ("when the screen is focused"),
 * so each arrival may open it again; switching the diary's tab does not.
 */
export function UndocumentedReminder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const when = useBookingTimeFormat();
  const me = useMe();
  const bookings = useDiaryBookings();
  const stored = use(ReminderStoredStateContext);
  // issue 16 §7: each arrival at the dashboard or the diary may open it (switching the diary's tab
  // is no arrival); an arrival that confirms a cancellation or deletion does not, so it never
  // covers that toast.
  const [closedOnPath, setClosedOnPath] = useState<string | null>(() =>
    isArrivalAfterAction(location.state) ? location.pathname : null,
  );
  const [snoozedUntil, setSnoozedUntil] = useState<string | null>(null);
  const [, setPutOff] = useState(false);
  const caregiverId = me.data?.caregiverId;
  const isClosedHere = closedOnPath === location.pathname;
  // A reload is no arrival either: the page's history key, which survives a reload, is kept
  // while the reminder is closed on it (a tab switch replaces the key).
  useEffect(() => {
    if (isClosedHere && caregiverId !== undefined) {
      storeReminderClosedAt(caregiverId, location.key);
    }
  }, [isClosedHere, caregiverId, location.key]);

  if (me.data === undefined || bookings.data === undefined) return null;
  const caregiver = me.data;
  const now = new Date();
  // The same bookings as the diary lists (spec 1 §4: a declined first booking of an inactive
  // contract is hidden), so the modal never names one the diary does not show.
  const listedBookings = bookings.data.filter(
    (booking) => !isHiddenInBookingList(booking, { isActive: booking.contractIsActive }),
  );
  const undocumentedCount = listedBookings.filter((booking) => isUndocumented(booking, now)).length;
  const isShown = isReminderModalShown(
    {
      isEmployee: caregiver.isCareportEmployee,
      undocumentedCount,
      hideUntil: snoozedUntil ?? stored.hideUntil(caregiver.caregiverId),
    },
    now,
  );
  const isPutOff = caregiver.isCareportEmployee && isReminderPutOffThisStart(caregiver.caregiverId);
  const isOpen =
    isShown &&
    !isPutOff &&
    !isClosedHere &&
    !stored.wasClosedOn(caregiver.caregiverId, location.key);
  const listed = selectReminderBookings(listedBookings, now);
  const close = () => setClosedOnPath(location.pathname);
  const later = () => {
    if (caregiver.isCareportEmployee) {
      putOffReminderThisStart(caregiver.caregiverId);
      setPutOff(true);
    } else {
      const hideUntil = reminderHideUntil(new Date());
      storeReminderHideUntil(caregiver.caregiverId, hideUntil);
      setSnoozedUntil(hideUntil);
    }
    close();
  };

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('bookings.REMINDER_TITLE')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('diary.REMINDER_CLOSE') }}
      // Issue 16: in place, not in a portal. A portal renders its content only after the first
      // commit, synchronously: on a start that opens the reminder its whole list was one more long
      // task (bench:main-thread /bookings, blocking median 508 -> 389 ms). In place it renders with
      // the screen in React's sliced render, and it is the tree the server's copy renders, which
      // has no portal target. The fixed frame takes its left edge from where it stands unless told.
      withinPortal={false}
      styles={{
        inner: { left: 0 },
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
      }}
    >
      <Stack gap="md">
        <Text>{t('bookings.REMINDER_TEXT')}</Text>
        {/* issue 16 §7: the list scrolls on its own, so 'Später' stays in view on a phone. */}
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none', maxHeight: 'calc(100dvh - 18rem)', overflowY: 'auto' }}
        >
          {listed.map((booking) => (
            <li key={booking.bookingId}>
              <Card withBorder padding="sm" radius="md">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <div>
                    <Text fw={600}>
                      {careReceiverName(booking.careReceiver) ?? t('diary.UNKNOWN_CARE_RECEIVER')}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {when.shortWeekday(booking.startDate)}, {when.date(booking.startDate)} ·{' '}
                      {when.timeRange(booking.startDate, booking.endDate)}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    onClick={() => {
                      close();
                      void navigate(paths.fulfilBooking.getHref(booking.bookingId));
                    }}
                    aria-label={`${t('bookings.DOCUMENT_NOW')}: ${
                      careReceiverName(booking.careReceiver) ?? ''
                    } ${when.date(booking.startDate)} ${when.time(booking.startDate)}`}
                  >
                    {t('bookings.DOCUMENT_NOW')}
                  </Button>
                </Group>
              </Card>
            </li>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={later}>
            {t('bookings.LATER')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
