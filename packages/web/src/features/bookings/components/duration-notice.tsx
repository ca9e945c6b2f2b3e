import { bookingDurationLevel, formatHours, isDurationInErrorColour } from '@careport/domain';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';

/**
 * spec 1 §5, §8: the duration, in the error colour from 480 minutes; a warning from 180 minutes
 * ('please check if this is correct') and an error above 510 ('Please change the time frame').
 */
export function DurationNotice({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const level = bookingDurationLevel(minutes);
  return (
    <>
      <Text
        fw={600}
        c={isDurationInErrorColour(minutes) ? 'red.8' : undefined}
        data-testid="booking-duration"
        data-error-colour={isDurationInErrorColour(minutes) || undefined}
      >
        {t('diary.DURATION', { hours: formatHours(Math.max(minutes, 0), 'detail', locale) })}
      </Text>
      {level === 'warning' && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          role="status"
        >
          {t('errors.ERROR_BOOKING_GREATER_THAN_3_HOURS')}
        </Alert>
      )}
      {level === 'error' && (
        <Alert color="red" variant="light" icon={<IconBan aria-hidden />} role="alert">
          {t('errors.ERROR_BOOKING_GREATER_THAN_8_5_HOURS')}
        </Alert>
      )}
    </>
  );
}
