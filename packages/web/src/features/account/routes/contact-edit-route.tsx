import { contactAndAddressSchema } from '@careport/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useFieldError } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { useProfile, type Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccountPage } from '../components/account-page';
import { QueryState } from '../components/query-state';
import { StickySaveBar } from '../components/sticky-save-bar';
import { useLeaveAfterSave } from '../components/unsaved-changes-guard';

/** spec 2 §2 /account/contact-and-address/edit: name and e-mail stay read-only (spec 2 §5). */
export function ContactEditRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <AccountPage title={t('account.CONTACT_EDIT_TITLE')} back={paths.contactAndAddress.getHref()}>
      <QueryState query={profile} rows={6}>
        {(data) =>
          data.isCareportEmployee ? (
            <Navigate to={paths.contactAndAddress.getHref()} replace />
          ) : (
            <ContactForm profile={data} />
          )
        }
      </QueryState>
    </AccountPage>
  );
}

function ContactForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useUpdateProfile('updateCaregiverContactAndAddress');
  const initial = {
    phoneNumber: profile.phoneNumber ?? '',
    mobilePhoneNumber: profile.mobilePhoneNumber ?? '',
    company: profile.company ?? '',
    street: profile.address.street ?? '',
    postalCode: profile.address.postalCode ?? '',
    city: profile.address.city ?? '',
    additionalInformation: profile.address.additionalInformation ?? '',
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isDirty = (Object.keys(initial) as (keyof typeof initial)[]).some(
    (key) => values[key] !== initial[key],
  );
  const input = {
    phoneNumber: values.phoneNumber,
    mobilePhoneNumber: values.mobilePhoneNumber,
    company: values.company,
    address: {
      street: values.street,
      // spec 2 §5: houseNumber is sent empty (the street field holds the number).
      houseNumber: '',
      postalCode: values.postalCode,
      city: values.city,
      additionalInformation: values.additionalInformation,
    },
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = contactAndAddressSchema.safeParse(input);
    if (!result.success) {
      setErrors(
        Object.fromEntries(result.error.issues.map((i) => [String(i.path.at(-1)), i.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(result.data, {
      onSuccess: () => leaveAfterSave(paths.contactAndAddress.getHref()),
    });
  };
  const field = (name: keyof typeof initial, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      size="md"
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
      error={fieldError(errors[name])}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('shell.NAME_LABEL')}
          value={`${profile.name.firstName} ${profile.name.lastName}`}
          readOnly
          disabled
          size="md"
          description={t('account.CONTACT_READ_ONLY')}
        />
        <TextInput
          label={t('shell.EMAIL_LABEL')}
          value={profile.email}
          readOnly
          disabled
          size="md"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field('phoneNumber', t('account.PHONE'))}
          {field('mobilePhoneNumber', t('account.MOBILE'))}
        </SimpleGrid>
        {field('company', t('account.COMPANY'))}
        {field('street', t('account.STREET'), true)}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field('postalCode', t('account.POSTAL_CODE'), true)}
          {field('city', t('account.CITY'), true)}
        </SimpleGrid>
        {field('additionalInformation', t('account.ADDITIONAL_ADDRESS'))}
        <StickySaveBar
          isDirty={isDirty}
          isSaving={save.isPending}
          error={save.error}
          onReset={() => {
            setValues(initial);
            setErrors({});
          }}
        />
      </Stack>
    </form>
  );
}
