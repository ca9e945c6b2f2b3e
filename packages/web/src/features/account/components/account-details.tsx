import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/api/get-me';
import { useErrorMessage } from '../../../lib/error-message';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}

/** spec 2 §3: the caregiver's name and e-mail (changed only through support, spec 2 §5). */
export function AccountDetails() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const me = useMe();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="account-details">
      <Title order={2} fz="h4" mb="md" id="account-details">
        {t('shell.ACCOUNT_DETAILS')}
      </Title>
      {me.isPending && (
        <Stack gap="sm" aria-busy>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      )}
      {me.isError && (
        <Alert color="red" variant="light" role="alert" title={t('errors.ERROR_LOADING_DETAILS')}>
          {errorMessage(me.error)}
        </Alert>
      )}
      {me.data && (
        <Stack gap="sm">
          <Detail
            label={t('shell.NAME_LABEL')}
            value={`${me.data.firstName} ${me.data.lastName}`}
          />
          {me.data.email !== null && (
            <Detail label={t('shell.EMAIL_LABEL')} value={me.data.email} />
          )}
          <Detail
            label={t('shell.EMPLOYMENT_LABEL')}
            value={me.data.isCareportEmployee ? t('shell.EMPLOYED') : t('shell.INDEPENDENT')}
          />
        </Stack>
      )}
    </Card>
  );
}
