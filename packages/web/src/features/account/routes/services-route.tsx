import { servicesSchema } from '@careport/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMe } from '../../../lib/api/get-me';
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

/** spec 2 §2 /account/profile/services (not for employees): at least one sub-service (§5). */
export function ServicesRoute() {
  const { t } = useTranslation();
  const me = useMe();
  const fieldError = useFieldError();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useUpdateProfile('updateCaregiverServices');
  const query = useCombinedQuery(useProfile(), useProfileDefinitions());
  if (me.data?.isCareportEmployee) return <Navigate to={paths.profile.getHref()} replace />;
  return (
    <AccountPage title={t('account.SERVICES')} back={paths.profile.getHref()}>
      <Text>{t('account.SERVICES_HINT')}</Text>
      <QueryState query={query} rows={6}>
        {([profile, definitions]) => (
          <KeyListsForm
            lists={definitions.mainServices.map((service) => ({
              name: service.serviceId,
              legend: service.label,
              options: service.subServices.map((sub) => ({
                key: sub.subServiceId,
                label: sub.label,
              })),
            }))}
            initial={Object.fromEntries(
              definitions.mainServices.map((service) => [
                service.serviceId,
                service.subServices
                  .map((sub) => sub.subServiceId)
                  .filter((id) => profile.subServiceIds.includes(id)),
              ]),
            )}
            isSaving={save.isPending}
            error={save.error}
            fieldError={fieldError}
            validate={(values) => {
              const result = servicesSchema.safeParse({
                subServiceIds: Object.values(values).flat(),
              });
              const first = definitions.mainServices[0]?.serviceId ?? '';
              return result.success ? {} : { [first]: result.error.issues[0]?.message ?? '' };
            }}
            onSave={(values) =>
              save.mutate(
                { subServiceIds: Object.values(values).flat() },
                { onSuccess: () => leaveAfterSave(paths.profile.getHref()) },
              )
            }
          />
        )}
      </QueryState>
    </AccountPage>
  );
}
