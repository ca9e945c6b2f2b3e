import {
  durationInMinutes,
  formatCommissionLabel,
  formatDate,
  formatEuroFromCents,
  formatHours,
  formatPaymentMethod,
  formatWeekdayOrToday,
} from '@careport/domain';
import { Card, Divider, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { WaitingFulfil } from '../../../lib/offline/outbox';
import type { BookingDetail } from '../api/get-booking';
import { useContractServices } from '../api/get-contract-services';
import { useBookingServices } from '../fulfil/api/get-booking-services';
import { BookingAddress } from './booking-address';
import { BookingLabels } from './booking-labels';
import { careReceiverName, useBookingTimeFormat } from './format-booking-time';

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="sm" c="dimmed">
        {props.label}
      </Text>
      <div>{props.children}</div>
    </div>
  );
}

/**
 * Issue 39: the booking as documented on this device while its documentation waits in the outbox:
 * the times, services and payment method the caregiver entered, not the server's undocumented copy.
 */
function asDocumented(booking: BookingDetail, waiting: WaitingFulfil | null | undefined) {
  if (!waiting) return booking;
  return {
    ...booking,
    startDate: waiting.body.start_date,
    endDate: waiting.body.end_date,
    paymentMethod: waiting.body.payment_method ?? booking.paymentMethod,
    otherServiceDescription: waiting.body.other_service_description || null,
  };
}

/** spec 1 §2 Booking detail: when, with whom and where, the services, and the labels. */
export function BookingSummary(props: {
  booking: BookingDetail;
  isEmployee: boolean;
  now: Date;
  /** Issue 39: the documentation this device has not sent yet. */
  waiting?: WaitingFulfil | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = useBookingTimeFormat();
  const booking = asDocumented(props.booking, props.waiting);
  const isWaiting = Boolean(props.waiting);
  const minutes = durationInMinutes(booking.startDate, booking.endDate);
  const labelledBooking = {
    ...booking,
    cgConfirmationProof: booking.hasCgConfirmationProof ? 'present' : null,
    isWaitingToSend: isWaiting,
  };
  const hasServices =
    !isWaiting && (booking.services.length > 0 || Boolean(booking.otherServiceDescription));
  // Issue 39: until the visit is documented, the services agreed in the contract.
  const agreed = useContractServices(
    booking.contractId,
    !isWaiting && !hasServices && booking.status === 'CREATED',
  );
  const agreedServices = agreed.data ?? [];

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text fz="xl" fw={700} tt="capitalize">
              {formatWeekdayOrToday(booking.startDate, props.now, locale)}
            </Text>
            <Text fz="lg">{formatDate(booking.startDate)}</Text>
          </div>
          <Group gap={6} wrap="nowrap" pt={4}>
            <IconClock size={20} stroke={1.6} aria-hidden />
            <Text fz="lg" fw={600}>
              {when.timeRange(booking.startDate, booking.endDate)}
            </Text>
          </Group>
        </Group>
        <BookingLabels booking={labelledBooking} isEmployee={props.isEmployee} now={props.now} />
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t('diary.CUSTOMER_LABEL')}>
            <Text fw={600}>
              {careReceiverName(booking.careReceiver) ?? t('diary.UNKNOWN_CARE_RECEIVER')}
            </Text>
          </Fact>
          <Fact label={t('diary.DURATION_LABEL')}>
            <Text>{t('labels.HOURS', { hours: formatHours(minutes, 'detail', locale) })}</Text>
          </Fact>
          {/* spec 1 §3: an empty payment method is shown as a dash (the domain's one rule). */}
          <Fact label={t('diary.PAYMENT_LABEL')}>
            <Text>{formatPaymentMethod(booking.paymentMethod, locale)}</Text>
          </Fact>
          {/* spec 1 §6: employees see no prices (the server sends none). */}
          {!props.isEmployee && booking.pricing !== null && (
            <Fact label={t('diary.PRICE_LABEL')}>
              <Text>{formatEuroFromCents(booking.pricing.grossPriceInCents, locale)}</Text>
            </Fact>
          )}
        </SimpleGrid>
        {/* Issue 12: what a documented visit earned (independents only; the server sends none else). */}
        {!props.isEmployee && booking.earnings !== null && (
          <BookingEarnings earnings={booking.earnings} />
        )}
        {booking.careReceiver !== null && (
          <Fact label={t('diary.ADDRESS_LABEL')}>
            <BookingAddress address={booking.careReceiver} />
          </Fact>
        )}
        <Divider />
        <div>
          <Title order={2} fz="h4" mb="xs">
            {t('diary.SERVICES_LABEL')}
          </Title>
          {props.waiting ? (
            <WaitingServices waiting={props.waiting} />
          ) : hasServices ? (
            <List spacing={4}>
              {booking.services.map((service) => (
                <List.Item key={service.id}>
                  {locale === 'de' ? service.labelDe : service.labelEn}
                </List.Item>
              ))}
              {booking.otherServiceDescription && (
                <List.Item>
                  {t('diary.OTHER_SERVICES', { text: booking.otherServiceDescription })}
                </List.Item>
              )}
            </List>
          ) : agreedServices.length > 0 ? (
            <>
              <Text fz="sm" c="dimmed" mb={4}>
                {t('diary.AGREED_SERVICES_HINT')}
              </Text>
              <List spacing={4}>
                {agreedServices.map((service) => (
                  <List.Item key={service.subServiceId}>
                    {locale === 'de' ? service.labelDe : service.labelEn}
                  </List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text c="dimmed">{t('diary.NO_SERVICES')}</Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}

/** Issue 39: the services the caregiver chose, named from the catalogue the form showed. */
function WaitingServices({ waiting }: { waiting: WaitingFulfil }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Kept on the device since the form used it; offline and not kept, only the count is known.
  const catalogue = useBookingServices();
  const ids = waiting.body.main_service_ids;
  const named = ids.flatMap((id) => {
    const service = catalogue.data?.find((entry) => entry.id === id);
    return service ? [{ id, label: locale === 'de' ? service.label.de : service.label.en }] : [];
  });
  const other = waiting.body.other_service_description;
  return (
    <List spacing={4}>
      {named.length === ids.length
        ? named.map((service) => <List.Item key={service.id}>{service.label}</List.Item>)
        : ids.length > 0 && (
            <List.Item>{t('sync.SERVICES_CHOSEN', { count: ids.length })}</List.Item>
          )}
      {other && <List.Item>{t('diary.OTHER_SERVICES', { text: other })}</List.Item>}
    </List>
  );
}

/**
 * Issue 12 "Beyond the spec": gross, the commission and (issue 39) the VAT the commission invoice
 * charges on it, then what stays, as on the visit's invoice lines.
 */
function BookingEarnings({ earnings }: { earnings: NonNullable<BookingDetail['earnings']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: [string, number][] = [
    [t('invoices.EARNINGS_GROSS'), earnings.grossInCents],
    [formatCommissionLabel(earnings.commissionRate, locale), -earnings.commissionInCents],
    [t('invoices.EARNINGS_COMMISSION_VAT'), -earnings.commissionVatInCents],
  ];
  return (
    <section aria-labelledby="booking-earnings">
      <Title order={2} fz="h4" mb="xs" id="booking-earnings">
        {t('invoices.EARNINGS_TITLE')}
      </Title>
      <Stack gap={4} component="dl" m={0}>
        {rows.map(([label, cents]) => (
          <Group key={label} justify="space-between" wrap="nowrap">
            <Text component="dt">{label}</Text>
            <Text component="dd" m={0}>
              {formatEuroFromCents(cents, locale)}
            </Text>
          </Group>
        ))}
        <Group
          justify="space-between"
          wrap="nowrap"
          pt={4}
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text component="dt" fw={700}>
            {t('invoices.EARNINGS_NET')}
          </Text>
          <Text component="dd" m={0} fw={700}>
            {formatEuroFromCents(earnings.netInCents, locale)}
          </Text>
        </Group>
      </Stack>
    </section>
  );
}
