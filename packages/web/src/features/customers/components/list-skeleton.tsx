import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list or detail while its request is under way. */
export function ListSkeleton(props: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <VisuallyHidden>{t('customers.LIST_LOADING')}</VisuallyHidden>
      {Array.from({ length: props.rows ?? 3 }, (_, row) => (
        <Card key={row} withBorder padding="sm" radius="md" aria-hidden>
          <Stack gap={8}>
            <Skeleton height={16} width="45%" />
            <Skeleton height={12} width="70%" />
            <Skeleton height={18} width={110} radius="sm" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
