import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** spec 1 §2 step 1: confirm date and time, or edit the booking (spec 1 §2 /decline). */
export function ConfirmDateStep(props: { editHref: string; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text>{t('fulfil.CONFIRM_DATE_TEXT')}</Text>
      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to={props.editHref}
          variant="default"
          leftSection={<IconPencil size={18} aria-hidden />}
        >
          {t('fulfil.EDIT_BOOKING')}
        </Button>
        <Button onClick={props.onConfirm}>{t('fulfil.CONFIRM_DATE_SUBMIT')}</Button>
      </Group>
    </Stack>
  );
}
