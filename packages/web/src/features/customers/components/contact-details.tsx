import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** spec 1 §2 Customer detail: contact, a tap calls or writes (tel: and mailto: links). */
export function ContactDetails(props: { phoneNumber: string | null; email: string | null }) {
  const { t } = useTranslation();
  const { phoneNumber, email } = props;
  if (!phoneNumber && !email) return <Text c="dimmed">{t('customers.NO_CONTACT')}</Text>;
  return (
    <Stack gap={6}>
      {phoneNumber && (
        <Anchor href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>
          <Group gap={6} wrap="nowrap">
            <IconPhone size={18} aria-hidden style={{ flex: 'none' }} />
            {t('customers.CALL', { phoneNumber })}
          </Group>
        </Anchor>
      )}
      {email && (
        <Anchor href={`mailto:${email}`} style={{ overflowWrap: 'anywhere' }}>
          <Group gap={6} wrap="nowrap">
            <IconMail size={18} aria-hidden style={{ flex: 'none' }} />
            {t('customers.WRITE', { email })}
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
