import {
  durationInMinutes,
  formatDate,
  formatEuroFromCents,
  formatHours,
  formatPaymentMethod,
  formatTime,
  formatWeekdayOrToday,
} from '@careport/domain';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PaymentMethod } from '@careport/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../lib/i18n';
import type { FulfilBooking } from '../api/get-fulfil-booking';

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * spec 1 §2 Fulfil booking: the booking summary above either variant: who, when, how long,
 * where, how it is paid, and for independents the price (spec 1 §6: employees see none).
 */
export function BookingSummary(props: {
  booking: FulfilBooking;
  /** The payment method as the flow holds it now (it may have changed to private). */
  paymentMethod?: PaymentMethod | null;
  showPaymentMethod?: boolean;
  /**
   * Name, date, time and payment on two lines: above a signature, so the pad is in view when the
   * step opens on a phone (issue 16 §9).
   */
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking } = props;
  const minutes = durationInMinutes(booking.startDate, booking.endDate);
  const paymentMethod =
    props.paymentMethod === undefined ? booking.paymentMethod : props.paymentMethod;
  const date = `${formatWeekdayOrToday(booking.startDate, new Date(), locale)}, ${formatDate(booking.startDate)}`;
  const timeRange = t('fulfil.TIME_RANGE', {
    start: formatTime(booking.startDate),
    end: formatTime(booking.endDate),
  });
  if (props.isCompact === true) {
    return (
      <Card
        withBorder
        radius="md"
        padding="sm"
        component="section"
        aria-label={t('fulfil.SUMMARY_LABEL')}
      >
        <Text fw={700}>{booking.careReceiverName}</Text>
        <Text size="sm">
          {date} · {timeRange}
          {props.showPaymentMethod !== false && (
            <>
              {' · '}
              <span>{formatPaymentMethod(paymentMethod, locale)}</span>
            </>
          )}
        </Text>
      </Card>
    );
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={t('fulfil.SUMMARY_LABEL')}
    >
      <Text fw={700} size="lg" mb="xs">
        {booking.careReceiverName}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Detail label={t('fulfil.DATE')}>{date}</Detail>
        <Detail label={t('fulfil.TIME')}>{timeRange}</Detail>
        <Detail label={t('fulfil.DURATION')}>
          {t('fulfil.DURATION_HOURS', { hours: formatHours(minutes, 'detail', locale) })}
        </Detail>
        {booking.address !== '' && <Detail label={t('fulfil.ADDRESS')}>{booking.address}</Detail>}
        {props.showPaymentMethod !== false && (
          <Detail label={t('fulfil.PAYMENT_METHOD')}>
            {formatPaymentMethod(paymentMethod, locale)}
          </Detail>
        )}
        {booking.grossPriceInCents !== null && (
          <Detail label={t('fulfil.PRICE')}>
            {formatEuroFromCents(booking.grossPriceInCents, locale)}
          </Detail>
        )}
      </SimpleGrid>
    </Card>
  );
}
