import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useProfile } from '../api/get-profile';
import { AccountPage } from '../components/account-page';
import { QueryState } from '../components/query-state';

function Line({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || t('account.NOT_SET')}</Text>
    </div>
  );
}

/** spec 2 §2 /account/contact-and-address; employees have no edit button (spec 2 §6). */
export function ContactRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <AccountPage title={t('account.CONTACT_TITLE')}>
      <QueryState query={profile} rows={5}>
        {(data) => (
          <>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Line
                  label={t('shell.NAME_LABEL')}
                  value={`${data.name.firstName} ${data.name.lastName}`}
                />
                <Line label={t('shell.EMAIL_LABEL')} value={data.email} />
                <Line label={t('account.PHONE')} value={data.phoneNumber} />
                <Line label={t('account.MOBILE')} value={data.mobilePhoneNumber} />
                <Line label={t('account.COMPANY')} value={data.company} />
                <Line
                  label={t('account.ADDRESS')}
                  value={[
                    data.address.street,
                    [data.address.postalCode, data.address.city].filter(Boolean).join(' '),
                    data.address.additionalInformation,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                />
              </Stack>
            </Card>
            <Alert color="gray" variant="light">
              {t('account.CONTACT_READ_ONLY')}
            </Alert>
            {!data.isCareportEmployee && (
              <Button
                component={Link}
                to={paths.editContactAndAddress.getHref()}
                leftSection={<IconPencil size={18} aria-hidden />}
                w="fit-content"
              >
                {t('account.EDIT')}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}
