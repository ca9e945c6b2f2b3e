import { orderLanguages } from '@careport/domain';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccountPage } from '../components/account-page';
import { KeyListsForm } from '../components/key-lists-form';
import { QueryState } from '../components/query-state';
import { useLeaveAfterSave } from '../components/unsaved-changes-guard';

/** spec 2 §2 /account/profile/languages, in the spec 2 §9 order, the others by their names. */
export function LanguagesRoute() {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useUpdateProfile('updateCaregiverLanguages');
  const profile = useProfile();
  const options = orderLanguages((key) => t(`labels.language.${key}`), i18n.language);
  return (
    <AccountPage title={t('account.LANGUAGES')} back={paths.profile.getHref()}>
      <QueryState query={profile} rows={6}>
        {(data) => (
          <KeyListsForm
            lists={[{ name: 'languages', legend: t('account.LANGUAGES'), options }]}
            initial={{ languages: data.languages }}
            isSaving={save.isPending}
            error={save.error}
            fieldError={fieldError}
            onSave={(values) =>
              save.mutate(
                { languages: values.languages ?? [] },
                { onSuccess: () => leaveAfterSave(paths.profile.getHref()) },
              )
            }
          />
        )}
      </QueryState>
    </AccountPage>
  );
}
