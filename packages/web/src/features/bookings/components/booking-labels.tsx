import type { BookingListLabel, LabelTone, LabelledBooking } from '@careport/domain';
import { BOOKING_LIST_LABEL_TONES, bookingListLabels } from '@careport/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TONE_COLOURS: Record<LabelTone, string> = {
  green: 'green',
  orange: 'orange',
  red: 'red',
  blue: 'blue',
  gray: 'gray',
};

/** spec 1 §4 List labels: the status labels a booking carries for this caregiver's role. */
export function BookingLabels(props: { booking: LabelledBooking; isEmployee: boolean; now: Date }) {
  const { t } = useTranslation();
  const labels = bookingListLabels(props.booking, { isEmployee: props.isEmployee }, props.now);
  if (labels.length === 0) return null;
  return (
    <Group gap={6}>
      {labels.map((label: BookingListLabel) => (
        <Badge
          key={label}
          color={TONE_COLOURS[BOOKING_LIST_LABEL_TONES[label]]}
          variant="light"
          radius="sm"
          tt="none"
          fw={600}
        >
          {t(`bookings.LABEL_${label}`)}
        </Badge>
      ))}
    </Group>
  );
}
