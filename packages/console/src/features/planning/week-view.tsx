import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDay, weekDays } from '../../lib/dates';
import { useT } from '../../lib/i18n';
import { labelOf } from '../../lib/labels';
import type { BookingRow } from '../../lib/types';

function BookingCard({
  booking,
  showCaregiver,
  onMove,
  onCancel,
}: {
  booking: BookingRow;
  showCaregiver: boolean;
  onMove: (booking: BookingRow) => void;
  onCancel: (booking: BookingRow) => void;
}) {
  const { t } = useT();
  // The week lists live visits only (docs/api/planning.md): a cancelled one leaves it. A
  // documented or invoiced one no longer moves (BOOKING_IS_FULFILLED, BOOKING_IS_INVOICED).
  const changeable = booking.status === 'CREATED' || booking.status === 'CONFIRMED';
  const who = showCaregiver ? booking.caregiverName : booking.careReceiverName;
  return (
    <Paper withBorder p="xs" radius="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {booking.start}–{booking.end}
        </Text>
        <Text size="sm">{who}</Text>
        <Group gap={4}>
          <Badge size="xs" variant="light" color={changeable ? 'indigo' : 'gray'}>
            {labelOf(t, 'bookingStatus', booking.status)}
          </Badge>
          {booking.seriesId !== null && (
            <Badge size="xs" variant="outline">
              {t('planning.series')}
            </Badge>
          )}
        </Group>
        {changeable && (
          <Group gap={4}>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onMove(booking)}
              aria-label={t('planning.moveLabel', {
                name: who,
                date: booking.date,
                start: booking.start,
              })}
            >
              {t('planning.move')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => onCancel(booking)}
              aria-label={t('planning.cancelLabel', {
                name: who,
                date: booking.date,
                start: booking.start,
              })}
            >
              {t('planning.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A week: seven columns at desktop width, a list of days on a phone. */
export function WeekView({
  monday,
  bookings,
  showCaregiver,
  onMove,
  onCancel,
}: {
  monday: string;
  bookings: BookingRow[];
  showCaregiver: boolean;
  onMove: (booking: BookingRow) => void;
  onCancel: (booking: BookingRow) => void;
}) {
  const { t, locale } = useT();
  // 62em (992 px): below, seven columns of ~130 px would cut the names.
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const days = weekDays(monday);
  const byDay = new Map<string, BookingRow[]>(days.map((day) => [day, []]));
  for (const booking of [...bookings].sort((a, b) => a.start.localeCompare(b.start))) {
    byDay.get(booking.date)?.push(booking);
  }
  const columns = days.map((day) => {
    const dayBookings = byDay.get(day) ?? [];
    const headingId = `day-${day}`;
    return (
      <section key={day} aria-labelledby={headingId}>
        <Title order={2} size="h6" id={headingId} mb={4}>
          {formatDay(day, locale)}
        </Title>
        {dayBookings.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('planning.dayEmpty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0}>
            {dayBookings.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                showCaregiver={showCaregiver}
                onMove={onMove}
                onCancel={onCancel}
              />
            ))}
          </Stack>
        )}
      </section>
    );
  });
  return wide ? (
    <SimpleGrid cols={7} spacing="xs">
      {columns}
    </SimpleGrid>
  ) : (
    <Stack gap="md">{columns}</Stack>
  );
}
