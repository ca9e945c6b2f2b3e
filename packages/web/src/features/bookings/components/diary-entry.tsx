import { hasNotEnded } from '@careport/domain';
import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { DiaryBooking } from '../api/get-diary-bookings';
import { BookingLabels } from './booking-labels';
import classes from '../../../components/list-entry.module.css';
import { careReceiverName, useBookingTimeFormat } from './format-booking-time';

/** One diary entry: weekday and date, start–end, the care receiver, the status labels. */
export const DiaryEntry = memo(function DiaryEntry(props: {
  booking: DiaryBooking;
  isEmployee: boolean;
  now: Date;
  /** Issue 39: documented on this device, not sent yet. */
  isWaitingToSend?: boolean;
}) {
  const { t } = useTranslation();
  const when = useBookingTimeFormat();
  const { booking } = props;
  return (
    <UnstyledButton
      component={Link}
      to={paths.bookingDetail.getHref(booking.bookingId, {
        isPastBooking: !hasNotEnded(booking, props.now),
      })}
      className={classes.entry}
    >
      <Card withBorder padding="sm" radius="md" className={classes.card}>
        <Group wrap="nowrap" gap="sm" align="center">
          <Stack gap={4} className={classes.text}>
            <Text fz="sm" c="dimmed">
              <Text component="span" fw={600} c="dark.6" fz="sm">
                {when.shortWeekday(booking.startDate)}, {when.date(booking.startDate)}
              </Text>
              {' · '}
              {when.timeRange(booking.startDate, booking.endDate)}
            </Text>
            <Text fw={600} className={classes.name}>
              {careReceiverName(booking.careReceiver) ?? t('diary.UNKNOWN_CARE_RECEIVER')}
            </Text>
            <BookingLabels
              booking={{ ...booking, isWaitingToSend: props.isWaitingToSend === true }}
              isEmployee={props.isEmployee}
              now={props.now}
            />
          </Stack>
          <IconChevronRight size={20} stroke={1.6} aria-hidden className={classes.chevron} />
        </Group>
      </Card>
    </UnstyledButton>
  );
});
