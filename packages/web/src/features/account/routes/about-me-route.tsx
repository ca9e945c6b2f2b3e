import { aboutMeSchema, LONG_TEXT_MAX_LENGTH } from '@careport/domain';
import { Alert, Stack, TextInput } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../components/counted-text-field';
import { useOnlineOnly } from '../../../components/sync/online-only';
import { useFieldError } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { useProfile, type Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccountPage } from '../components/account-page';
import { ProfileImageUpload } from '../components/profile-image-upload';
import { QueryState } from '../components/query-state';
import { StickySaveBar } from '../components/sticky-save-bar';
import { useLeaveAfterSave } from '../components/unsaved-changes-guard';

/** spec 2 §2 /account/profile/about-me/edit: about me and current position, both required. */
export function AboutMeRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  // Issue 39: the picture and the form both save to the server; offline the screen says why once.
  const online = useOnlineOnly();
  return (
    <AccountPage title={t('account.ABOUT_ME')} back={paths.profile.getHref()}>
      {online.reason}
      <ProfileImageUpload online={online} />
      <Alert color="teal" variant="light" icon={<IconBulb size={20} aria-hidden />}>
        {t('account.ABOUT_ME_HINT')}
      </Alert>
      <QueryState query={profile}>
        {(data) => <AboutMeForm profile={data} online={online} />}
      </QueryState>
    </AccountPage>
  );
}

function AboutMeForm({
  profile,
  online,
}: {
  profile: Profile;
  online: ReturnType<typeof useOnlineOnly>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useUpdateProfile('updateCaregiverAboutMe');
  const initial = {
    aboutMe: profile.aboutMe ?? '',
    currentPosition: profile.currentPosition ?? '',
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isDirty =
    values.aboutMe !== initial.aboutMe || values.currentPosition !== initial.currentPosition;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = aboutMeSchema.safeParse(values);
    if (!result.success) {
      setErrors(Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(result.data, { onSuccess: () => leaveAfterSave(paths.profile.getHref()) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('account.CURRENT_POSITION')}
          required
          size="md"
          value={values.currentPosition}
          onChange={(event) => setValues({ ...values, currentPosition: event.currentTarget.value })}
          error={fieldError(errors.currentPosition)}
        />
        {/* No maxLength: a longer paste stays whole and the schema refuses it (issue 16 §2). */}
        <CountedTextField
          label={t('account.ABOUT_ME_LABEL')}
          placeholder={t('account.ABOUT_ME_PLACEHOLDER')}
          required
          size="md"
          autosize
          minRows={6}
          // A long text scrolls inside the field, so its message below stays near on a phone.
          maxRows={12}
          max={LONG_TEXT_MAX_LENGTH}
          value={values.aboutMe}
          onChange={(event) => setValues({ ...values, aboutMe: event.currentTarget.value })}
          error={fieldError(errors.aboutMe)}
        />
        <StickySaveBar
          isDirty={isDirty}
          isSaving={save.isPending}
          error={save.error}
          online={online}
          onReset={() => {
            setValues(initial);
            setErrors({});
          }}
        />
      </Stack>
    </form>
  );
}
