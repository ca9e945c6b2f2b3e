import { LONG_TEXT_MAX_LENGTH, experienceSchema } from '@careport/domain';
import { Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../components/counted-text-field';
import { useFieldError } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { useProfileDefinitions, type ProfileDefinitions } from '../api/get-account-extras';
import { useProfile, type Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccountPage } from '../components/account-page';
import { hasSameKeys, KeyChecklist } from '../components/key-checklist';
import { QueryState } from '../components/query-state';
import { StickySaveBar } from '../components/sticky-save-bar';
import { useCombinedQuery } from '../components/use-combined-query';
import { useLeaveAfterSave } from '../components/unsaved-changes-guard';

/** spec 2 §2 /account/profile/experience-and-abilities (spec 2 §7 experience mutation). */
export function ExperienceRoute() {
  const { t } = useTranslation();
  const query = useCombinedQuery(useProfile(), useProfileDefinitions());
  return (
    <AccountPage title={t('account.EXPERIENCE_AND_ABILITIES')} back={paths.profile.getHref()}>
      <QueryState query={query} rows={6}>
        {([profile, definitions]) => <ExperienceForm profile={profile} definitions={definitions} />}
      </QueryState>
    </AccountPage>
  );
}

function ExperienceForm(props: { profile: Profile; definitions: ProfileDefinitions }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useUpdateProfile('updateCaregiverExperience');
  const initial = {
    experienceAndSkills: props.profile.experienceAndSkills,
    experienceWithMedicalConditions: props.profile.experienceWithMedicalConditions,
    additionalInfo: props.profile.additionalInfo ?? '',
  };
  const [values, setValues] = useState(initial);
  const [additionalInfoError, setAdditionalInfoError] = useState<string>();
  const isDirty =
    !hasSameKeys(values.experienceAndSkills, initial.experienceAndSkills) ||
    !hasSameKeys(values.experienceWithMedicalConditions, initial.experienceWithMedicalConditions) ||
    values.additionalInfo !== initial.additionalInfo;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = experienceSchema.safeParse(values);
    if (!result.success) {
      // The checklists offer only the catalogue's keys: the free text is what can be refused.
      setAdditionalInfoError(result.error.issues[0]?.message);
      return;
    }
    setAdditionalInfoError(undefined);
    save.mutate(result.data, { onSuccess: () => leaveAfterSave(paths.profile.getHref()) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <KeyChecklist
          legend={t('account.EXPERIENCE_AND_SKILLS')}
          options={props.definitions.experienceAndSkills}
          value={values.experienceAndSkills}
          onChange={(keys) => setValues({ ...values, experienceAndSkills: keys })}
        />
        <KeyChecklist
          legend={t('account.MEDICAL_CONDITIONS')}
          options={props.definitions.medicalConditions}
          value={values.experienceWithMedicalConditions}
          onChange={(keys) => setValues({ ...values, experienceWithMedicalConditions: keys })}
        />
        {/* No maxLength: a longer paste stays whole and the schema refuses it (issue 16 §2). */}
        <CountedTextField
          label={t('account.ADDITIONAL_INFO')}
          size="md"
          autosize
          minRows={3}
          // A long text scrolls inside the field, so its message below stays near on a phone.
          maxRows={12}
          max={LONG_TEXT_MAX_LENGTH}
          value={values.additionalInfo}
          onChange={(event) => {
            setValues({ ...values, additionalInfo: event.currentTarget.value });
            setAdditionalInfoError(undefined);
          }}
          error={fieldError(additionalInfoError)}
        />
        <StickySaveBar
          isDirty={isDirty}
          isSaving={save.isPending}
          error={save.error}
          onReset={() => {
            setValues(initial);
            setAdditionalInfoError(undefined);
          }}
        />
      </Stack>
    </form>
  );
}
