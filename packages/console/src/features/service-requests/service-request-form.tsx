// Subpaths, not the domain's index: a screen takes only the modules it names.
import { BOOKING_MAX_MINUTES } from '@careport/domain/booking';
import {
  BOOKING_FREQUENCIES,
  BOOKING_TYPES,
  CARE_DEGREES,
  GENDERS,
  PAYMENT_METHODS,
} from '@careport/domain/catalogue';
import { MAIN_SERVICES } from '@careport/domain/definitions';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../lib/api-context';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { useT, type Translate } from '../../lib/i18n';
import { labelOf } from '../../lib/labels';

const SUB_SERVICES = MAIN_SERVICES.flatMap((service) =>
  service.subServices.map((subService) => subService.subServiceId),
);

// The form's values in the API's own names (services/ops/ops-schemas.ts, `ops propose`), so the
// server's field problems (`details`, e.g. care_receiver.address.postal_code) land on their field.
export type ProposeValues = {
  caregiver_email: string;
  care_receiver_id: string;
  care_receiver: {
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
    gender: string;
    date_of_birth: string;
    care_degree: string;
    is_self_booker: boolean;
    address: { street: string; house_number: string; postal_code: string; city: string };
  };
  contact: { first_name: string; last_name: string; email: string; phone_number: string };
  description: string;
  schedule: {
    date: string;
    duration_in_minutes: number | '';
    frequency: string;
    booking_type: string;
    is_flexible: boolean;
  };
  sub_service_ids: string[];
  price_per_hour_euro: number | '';
  payment_method: string;
  is_new_customer: boolean;
  expires_in_hours: number | '';
};

const INITIAL: ProposeValues = {
  caregiver_email: '',
  care_receiver_id: '',
  care_receiver: {
    first_name: '',
    last_name: '',
    email: '',
    phone_number: '',
    gender: '',
    date_of_birth: '',
    care_degree: 'UNKNOWN',
    is_self_booker: false,
    address: { street: '', house_number: '', postal_code: '', city: '' },
  },
  contact: { first_name: '', last_name: '', email: '', phone_number: '' },
  description: '',
  schedule: {
    date: '',
    duration_in_minutes: 120,
    frequency: 'ONCE_PER_WEEK',
    booking_type: 'RECURRING',
    is_flexible: false,
  },
  sub_service_ids: [],
  price_per_hour_euro: '',
  payment_method: 'invoice',
  is_new_customer: true,
  expires_in_hours: 48,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The body `POST /ops/service-requests` takes, from the form (empty optional fields left out). */
export function toProposeBody(
  values: ProposeValues,
  newReceiver: boolean,
): Record<string, unknown> {
  const receiver = values.care_receiver;
  const selfBooker = newReceiver && receiver.is_self_booker;
  return {
    caregiver_email: values.caregiver_email.trim(),
    ...(newReceiver
      ? {
          care_receiver: {
            first_name: receiver.first_name.trim(),
            last_name: receiver.last_name.trim(),
            email: optional(receiver.email),
            phone_number: optional(receiver.phone_number),
            gender: optional(receiver.gender),
            date_of_birth: optional(receiver.date_of_birth),
            care_degree: receiver.care_degree,
            is_self_booker: receiver.is_self_booker,
            address: {
              street: receiver.address.street.trim(),
              house_number: optional(receiver.address.house_number),
              postal_code: receiver.address.postal_code.trim(),
              city: receiver.address.city.trim(),
            },
          },
        }
      : { care_receiver_id: values.care_receiver_id.trim() }),
    ...(selfBooker || (!newReceiver && values.contact.first_name.trim() === '')
      ? {}
      : {
          contact: {
            first_name: values.contact.first_name.trim(),
            last_name: values.contact.last_name.trim(),
            email: optional(values.contact.email),
            phone_number: optional(values.contact.phone_number),
          },
        }),
    description: values.description.trim(),
    schedule: {
      date: optional(values.schedule.date),
      duration_in_minutes:
        values.schedule.duration_in_minutes === ''
          ? undefined
          : values.schedule.duration_in_minutes,
      frequency: values.schedule.frequency,
      booking_type: optional(values.schedule.booking_type),
      is_flexible: values.schedule.is_flexible,
    },
    sub_service_ids: values.sub_service_ids,
    gross_price_per_hour_in_cents:
      values.price_per_hour_euro === '' ? undefined : Math.round(values.price_per_hour_euro * 100),
    payment_method: values.payment_method,
    is_new_customer: values.is_new_customer,
    expires_in_hours: values.expires_in_hours === '' ? undefined : values.expires_in_hours,
  };
}

function validate(
  values: ProposeValues,
  newReceiver: boolean,
  t: Translate,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = (path: string, value: string) => {
    if (value.trim() === '') errors[path] = t('form.required');
  };
  if (!EMAIL.test(values.caregiver_email.trim())) errors['caregiver_email'] = t('form.email');
  if (newReceiver) {
    required('care_receiver.first_name', values.care_receiver.first_name);
    required('care_receiver.last_name', values.care_receiver.last_name);
    required('care_receiver.address.street', values.care_receiver.address.street);
    required('care_receiver.address.city', values.care_receiver.address.city);
    if (!/^\d{5}$/.test(values.care_receiver.address.postal_code.trim())) {
      errors['care_receiver.address.postal_code'] = t('form.postalCode');
    }
    if (!values.care_receiver.is_self_booker) {
      required('contact.first_name', values.contact.first_name);
      required('contact.last_name', values.contact.last_name);
    }
  } else if (!/^[0-9a-f-]{36}$/i.test(values.care_receiver_id.trim())) {
    errors['care_receiver_id'] = t('form.uuid');
  }
  required('description', values.description);
  if (values.sub_service_ids.length === 0) errors['sub_service_ids'] = t('form.oneService');
  if (values.price_per_hour_euro === '') errors['price_per_hour_euro'] = t('form.required');
  return errors;
}

export function ServiceRequestForm() {
  const { t } = useT();
  const api = useApi();
  const navigate = useNavigate();
  const [newReceiver, setNewReceiver] = useState(true);
  const form = useForm<ProposeValues>({ mode: 'controlled', initialValues: INITIAL });
  const propose = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.request<{ service_request_id: string }>('/ops/service-requests', {
        method: 'POST',
        json: body,
      }),
    onSuccess: (created) => navigate(`/service-requests/${created.service_request_id}`),
    onError: (error) => {
      // The server names each refused field in the API's names, which are the form's.
      if (error instanceof ApiError) {
        const details = { ...error.details };
        if (details['gross_price_per_hour_in_cents']) {
          details['price_per_hour_euro'] = details['gross_price_per_hour_in_cents'];
        }
        form.setErrors(details);
      }
    },
  });
  const selfBooker = form.values.care_receiver.is_self_booker;
  const options = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: labelOf(t, prefix, value) }));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const errors = validate(values, newReceiver, t);
        if (Object.keys(errors).length > 0) {
          form.setErrors(errors);
          return;
        }
        propose.mutate(toProposeBody(values, newReceiver));
      })}
      aria-label={t('request.formTitle')}
    >
      <Stack>
        <TextInput
          label={t('request.caregiverEmail')}
          description={t('request.caregiverEmailHint')}
          type="email"
          required
          {...form.getInputProps('caregiver_email')}
        />
        <Fieldset legend={t('request.careReceiver')}>
          <Stack>
            <SegmentedControl
              aria-label={t('request.careReceiver')}
              value={newReceiver ? 'new' : 'known'}
              onChange={(value) => setNewReceiver(value === 'new')}
              data={[
                { value: 'new', label: t('request.newReceiver') },
                { value: 'known', label: t('request.knownReceiver') },
              ]}
            />
            {newReceiver ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('person.firstName')}
                  required
                  {...form.getInputProps('care_receiver.first_name')}
                />
                <TextInput
                  label={t('person.lastName')}
                  required
                  {...form.getInputProps('care_receiver.last_name')}
                />
                <TextInput
                  label={t('person.email')}
                  type="email"
                  {...form.getInputProps('care_receiver.email')}
                />
                <TextInput
                  label={t('person.phone')}
                  type="tel"
                  {...form.getInputProps('care_receiver.phone_number')}
                />
                <Select
                  label={t('person.gender')}
                  clearable
                  data={options('gender', GENDERS)}
                  {...form.getInputProps('care_receiver.gender')}
                />
                <TextInput
                  label={t('person.dateOfBirth')}
                  type="date"
                  {...form.getInputProps('care_receiver.date_of_birth')}
                />
                <Select
                  label={t('person.careDegree')}
                  data={options('careDegree', CARE_DEGREES)}
                  allowDeselect={false}
                  {...form.getInputProps('care_receiver.care_degree')}
                />
                <TextInput
                  label={t('address.street')}
                  required
                  {...form.getInputProps('care_receiver.address.street')}
                />
                <TextInput
                  label={t('address.houseNumber')}
                  {...form.getInputProps('care_receiver.address.house_number')}
                />
                <TextInput
                  label={t('address.postalCode')}
                  required
                  inputMode="numeric"
                  maxLength={5}
                  {...form.getInputProps('care_receiver.address.postal_code')}
                />
                <TextInput
                  label={t('address.city')}
                  required
                  {...form.getInputProps('care_receiver.address.city')}
                />
                <Checkbox
                  mt="md"
                  label={t('request.selfBooker')}
                  {...form.getInputProps('care_receiver.is_self_booker', { type: 'checkbox' })}
                />
              </SimpleGrid>
            ) : (
              <TextInput
                label={t('request.careReceiverId')}
                required
                {...form.getInputProps('care_receiver_id')}
              />
            )}
          </Stack>
        </Fieldset>
        {!(newReceiver && selfBooker) && (
          <Fieldset legend={newReceiver ? t('request.contact') : t('request.contactOptional')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('person.firstName')}
                required={newReceiver}
                {...form.getInputProps('contact.first_name')}
              />
              <TextInput
                label={t('person.lastName')}
                required={newReceiver}
                {...form.getInputProps('contact.last_name')}
              />
              <TextInput
                label={t('person.email')}
                type="email"
                {...form.getInputProps('contact.email')}
              />
              <TextInput
                label={t('person.phone')}
                type="tel"
                {...form.getInputProps('contact.phone_number')}
              />
            </SimpleGrid>
          </Fieldset>
        )}
        <Fieldset legend={t('request.need')}>
          <Stack>
            <Textarea
              label={t('request.description')}
              required
              autosize
              minRows={3}
              maxLength={2000}
              {...form.getInputProps('description')}
            />
            <MultiSelect
              label={t('request.subServices')}
              required
              data={SUB_SERVICES.map((code) => ({
                value: code,
                label: labelOf(t, 'service', code),
              }))}
              {...form.getInputProps('sub_service_ids')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('request.date')}
                type="date"
                {...form.getInputProps('schedule.date')}
              />
              <NumberInput
                label={t('request.duration')}
                min={1}
                max={BOOKING_MAX_MINUTES}
                allowDecimal={false}
                {...form.getInputProps('schedule.duration_in_minutes')}
              />
              <Select
                label={t('request.frequency')}
                data={options('frequency', BOOKING_FREQUENCIES)}
                allowDeselect={false}
                {...form.getInputProps('schedule.frequency')}
              />
              <Select
                label={t('request.bookingType')}
                data={options('bookingType', BOOKING_TYPES)}
                clearable
                {...form.getInputProps('schedule.booking_type')}
              />
            </SimpleGrid>
            <Checkbox
              label={t('request.flexible')}
              {...form.getInputProps('schedule.is_flexible', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('request.terms')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t('request.price')}
              required
              min={0}
              max={1000}
              decimalScale={2}
              decimalSeparator=","
              suffix=" €"
              {...form.getInputProps('price_per_hour_euro')}
            />
            <Select
              label={t('request.paymentMethod')}
              data={options('payment', PAYMENT_METHODS)}
              allowDeselect={false}
              {...form.getInputProps('payment_method')}
            />
            <NumberInput
              label={t('request.expiresInHours')}
              min={1}
              max={24 * 60}
              allowDecimal={false}
              {...form.getInputProps('expires_in_hours')}
            />
          </SimpleGrid>
          <Checkbox
            mt="sm"
            label={t('request.newCustomer')}
            {...form.getInputProps('is_new_customer', { type: 'checkbox' })}
          />
        </Fieldset>
        {propose.isError && (
          <Alert color="red" role="alert">
            {errorMessage(propose.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={propose.isPending}>
            {t('request.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
