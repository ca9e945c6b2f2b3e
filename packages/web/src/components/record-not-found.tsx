import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from './page';

/** spec 1 §2 Other, §8: the error screen for a deleted (or otherwise missing) booking or contract. */
export function RecordNotFound(props: { icon: Icon; backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t('errors.BOOKING_OR_CONTRACT_NOT_FOUND_ERROR')}>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md" align="flex-start">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
              <props.icon size={24} stroke={1.6} />
            </ThemeIcon>
            <Text role="alert" pt={10}>
              {t('errors.BOOKING_OR_CONTRACT_NOT_FOUND_ERROR_MESSAGE')}
            </Text>
          </Group>
          <Button component={Link} to={props.backTo}>
            {props.backLabel}
          </Button>
        </Stack>
      </Card>
    </Page>
  );
}
