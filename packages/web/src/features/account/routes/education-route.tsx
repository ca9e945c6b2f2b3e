import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { useProfileDefinitions } from '../api/get-account-extras';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccountPage } from '../components/account-page';
import { KeyListsForm } from '../components/key-lists-form';
import { QueryState } from '../components/query-state';
import { useCombinedQuery } from '../components/use-combined-query';
import { useLeaveAfterSave } from '../components/unsaved-changes-guard';

/** spec 2 §2 /account/profile/education-and-qualifications. */
export function EducationRoute() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useUpdateProfile('updateCaregiverEducationAndQualifications');
  const query = useCombinedQuery(useProfile(), useProfileDefinitions());
  return (
    <AccountPage title={t('account.EDUCATION_AND_QUALIFICATIONS')} back={paths.profile.getHref()}>
      <QueryState query={query} rows={6}>
        {([profile, definitions]) => (
          <KeyListsForm
            lists={[
              {
                name: 'keys',
                legend: t('account.EDUCATION_AND_QUALIFICATIONS'),
                options: definitions.educationAndQualifications,
              },
            ]}
            initial={{ keys: profile.educationAndQualifications }}
            isSaving={save.isPending}
            error={save.error}
            fieldError={fieldError}
            onSave={(values) =>
              save.mutate(
                { keys: values.keys ?? [] },
                { onSuccess: () => leaveAfterSave(paths.profile.getHref()) },
              )
            }
          />
        )}
      </QueryState>
    </AccountPage>
  );
}
