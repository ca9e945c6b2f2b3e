import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Issue 43: the end of the Past tab while older bookings exist. The diary loads twelve months at
 * once; older ones come a page at a time, on request, and join the list above in their months.
 */
export function EarlierBookings(props: {
  isLoading: boolean;
  isError: boolean;
  onLoad: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="center" mt="lg">
      {props.isError && (
        <Text c="red.8" size="sm" role="alert">
          {t('diary.EARLIER_LOAD_ERROR')}
        </Text>
      )}
      <Button variant="light" loading={props.isLoading} onClick={props.onLoad}>
        {t('diary.EARLIER_LOAD')}
      </Button>
      <Text aria-live="polite" size="sm" c="dimmed">
        {props.isLoading ? t('diary.EARLIER_LOADING') : ''}
      </Text>
    </Stack>
  );
}
