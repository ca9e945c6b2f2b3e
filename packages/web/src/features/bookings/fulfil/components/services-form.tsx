import type { FulfilForm, PaymentMethod } from '@careport/domain';
import {
  formatPaymentMethod,
  fulfilFormSchema,
  isPaymentMethod,
  PAYMENT_METHODS,
  preselectedServiceIds,
} from '@careport/domain';
import { Alert, Button, Checkbox, Group, Loader, Select, Stack, Switch, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../../components/counted-text-field';
import { useFieldError } from '../../../../lib/field-error';
import { useErrorMessage } from '../../../../lib/error-message';
import { useLocale } from '../../../../lib/i18n';
import { useBookingServices } from '../api/get-booking-services';
import type { FulfilBooking } from '../api/get-fulfil-booking';
import { useFulfilBookingMutation } from '../api/fulfil-booking';
import { useFulfilErrorMessage } from './fulfil-error';

type ServicesFormValues = {
  bookingId: string;
  mainServiceIds: string[];
  hasOtherServices: boolean;
  otherServiceDescription: string;
  paymentMethod: PaymentMethod | null;
};

/**
 * spec 1 §2 Fulfil booking, the independent's variant: the services done, the other-services
 * switch with its text (required when on, at most 100 characters), at least one main service
 * when it is off (spec 1 §5), and the payment method.
 */
export function ServicesForm(props: {
  booking: FulfilBooking;
  onFulfilled: (booking: FulfilBooking) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const fulfilErrorMessage = useFulfilErrorMessage();
  const services = useBookingServices();
  const fulfil = useFulfilBookingMutation();
  const { booking } = props;
  const [isServicesChosen, setIsServicesChosen] = useState(false);
  const form = useForm<ServicesFormValues>({
    initialValues: {
      bookingId: booking.bookingId,
      // spec 1 §5: two fixed services are preselected, by household versus other payment
      // (issue 16 §6); services the booking already names come first.
      mainServiceIds:
        booking.services.length > 0
          ? booking.services.map((service) => service.id)
          : preselectedServiceIds(booking.paymentMethod),
      hasOtherServices: (booking.otherServiceDescription ?? '') !== '',
      otherServiceDescription: booking.otherServiceDescription ?? '',
      paymentMethod: booking.paymentMethod,
    },
    validate: schemaResolver(fulfilFormSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const parsed: FulfilForm = fulfilFormSchema.parse(values);
    fulfil.mutate(
      {
        bookingId: booking.bookingId,
        body: {
          start_date: booking.startDate,
          end_date: booking.endDate,
          main_service_ids: parsed.mainServiceIds,
          other_service_description: parsed.hasOtherServices ? parsed.otherServiceDescription : '',
          payment_method: parsed.paymentMethod ?? null,
        },
      },
      { onSuccess: props.onFulfilled },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Checkbox.Group
          label={t('fulfil.SERVICES_LEGEND')}
          value={form.values.mainServiceIds}
          onChange={(value) => {
            setIsServicesChosen(true);
            form.setFieldValue('mainServiceIds', value);
          }}
          error={fieldError(form.errors.mainServiceIds)}
          withAsterisk={!form.values.hasOtherServices}
        >
          {services.isPending ? (
            <Group gap="xs" mt="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                {t('fulfil.SERVICES_LOADING')}
              </Text>
            </Group>
          ) : services.isError ? (
            <Alert color="red" mt="xs" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorMessage(services.error)}</Text>
                <Button size="xs" variant="default" onClick={() => void services.refetch()}>
                  {t('fulfil.RETRY')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Stack gap="sm" mt="xs">
              {services.data.map((service) => (
                <Checkbox key={service.id} value={service.id} label={service.label[locale]} />
              ))}
            </Stack>
          )}
        </Checkbox.Group>
        <Stack gap="xs">
          <Switch
            label={t('fulfil.OTHER_SERVICES_SWITCH')}
            {...form.getInputProps('hasOtherServices', { type: 'checkbox' })}
          />
          {form.values.hasOtherServices && (
            <CountedTextField
              label={t('fulfil.OTHER_SERVICES_LABEL')}
              {...form.getInputProps('otherServiceDescription')}
              value={form.values.otherServiceDescription}
              error={fieldError(form.errors.otherServiceDescription)}
              required
            />
          )}
        </Stack>
        <Select
          label={t('fulfil.PAYMENT_METHOD')}
          placeholder={t('fulfil.PAYMENT_METHOD_PLACEHOLDER')}
          data={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: formatPaymentMethod(method, locale),
          }))}
          value={form.values.paymentMethod}
          onChange={(value) => {
            const paymentMethod = isPaymentMethod(value) ? value : null;
            form.setFieldValue('paymentMethod', paymentMethod);
            // The preselection follows the payment method until services are chosen by hand.
            if (booking.services.length === 0 && !isServicesChosen) {
              form.setFieldValue('mainServiceIds', preselectedServiceIds(paymentMethod));
            }
          }}
          error={fieldError(form.errors.paymentMethod)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {fulfil.isError && (
          <Alert color="red" role="alert">
            {fulfilErrorMessage(fulfil.error)}
          </Alert>
        )}
        <Button type="submit" size="md" loading={fulfil.isPending}>
          {t('fulfil.SUBMIT')}
        </Button>
      </Stack>
    </form>
  );
}
