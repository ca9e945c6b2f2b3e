import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The diary while its one request is under way. */
export function DiarySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <VisuallyHidden>{t('diary.LOADING')}</VisuallyHidden>
      <Skeleton height={22} width={140} mb={4} />
      {[0, 1, 2, 3].map((row) => (
        <Card key={row} withBorder padding="sm" radius="md" aria-hidden>
          <Stack gap={8}>
            <Skeleton height={12} width="55%" />
            <Skeleton height={16} width="40%" />
            <Skeleton height={18} width={110} radius="sm" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
