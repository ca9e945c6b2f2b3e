import {
  formatDate,
  formatTime,
  isDocumentNowShown,
  selectDashboardUpcoming,
  selectTodaysNextBooking,
} from '@careport/domain';
import { Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconChevronRight, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { DashboardBooking } from '../api/get-dashboard';

const nameOf = (booking: DashboardBooking) =>
  booking.careReceiver ? `${booking.careReceiver.firstName} ${booking.careReceiver.lastName}` : '';

const addressOf = (booking: DashboardBooking) => {
  const receiver = booking.careReceiver;
  if (!receiver) return '';
  const street = [receiver.street, receiver.houseNumber].filter(Boolean).join(' ');
  return `${street}, ${receiver.postalCode} ${receiver.city}`;
};

/** spec 2 §2: today's next appointment (name, start, address, 'document now'), or the welcome hero. */
export function NextAppointmentCard(props: { bookings: DashboardBooking[]; now: Date }) {
  const { t } = useTranslation();
  const next = selectTodaysNextBooking(props.bookings, props.now);
  if (!next) {
    return (
      <Card radius="md" padding="lg" bg="amber.0" withBorder>
        <Title order={2} fz="h3">
          {t('dashboard.WELCOME_TITLE')}
        </Title>
        <Text mt="xs">{t('dashboard.WELCOME_TEXT')}</Text>
      </Card>
    );
  }
  return (
    <Card radius="md" padding="lg" withBorder component="section" aria-labelledby="next-title">
      <Text size="sm" c="dimmed" id="next-title">
        {t('dashboard.NEXT_APPOINTMENT')}
      </Text>
      <Title order={2} fz="h3" mt={4}>
        {nameOf(next)}
      </Title>
      <Stack gap={4} mt="xs">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={18} aria-hidden />
          <Text>
            {formatTime(next.startDate)}–{formatTime(next.endDate)}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconMapPin size={18} aria-hidden />
          <Text>{addressOf(next)}</Text>
        </Group>
      </Stack>
      <Group mt="md" gap="xs">
        {isDocumentNowShown(next, props.now) && (
          <Button component={Link} to={paths.fulfilBooking.getHref(next.bookingId)}>
            {t('dashboard.DOCUMENT_NOW')}
          </Button>
        )}
        <Button variant="default" component={Link} to={paths.bookingDetail.getHref(next.bookingId)}>
          {t('dashboard.SHOW_BOOKING')}
        </Button>
      </Group>
    </Card>
  );
}

/** spec 2 §2, §9: up to 7 upcoming bookings. */
export function UpcomingBookings(props: { bookings: DashboardBooking[]; now: Date }) {
  const { t } = useTranslation();
  const upcoming = selectDashboardUpcoming(props.bookings, props.now);
  return (
    <Stack gap="sm" component="section" aria-labelledby="upcoming-title">
      <Title order={2} fz="h3" id="upcoming-title">
        {t('dashboard.UPCOMING')}
      </Title>
      {upcoming.length === 0 ? (
        <Text c="dimmed">{t('dashboard.UPCOMING_EMPTY')}</Text>
      ) : (
        <Card withBorder radius="md" padding={0}>
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {upcoming.map((booking, index) => (
              <li
                key={booking.bookingId}
                style={
                  index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined
                }
              >
                <UnstyledButton
                  component={Link}
                  to={paths.bookingDetail.getHref(booking.bookingId)}
                  px="md"
                  py="sm"
                  w="100%"
                  display="block"
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {nameOf(booking)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {formatDate(booking.startDate)}, {formatTime(booking.startDate)}–
                        {formatTime(booking.endDate)}
                      </Text>
                    </div>
                    <IconChevronRight size={18} aria-hidden />
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Card>
      )}
      <Button variant="subtle" component={Link} to={paths.bookings.getHref()} w="fit-content">
        {t('dashboard.SHOW_DIARY')}
      </Button>
    </Stack>
  );
}
