import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The diary while its one request is under way, or (`isSingleBooking`) one booking's screen,
 * which says so (issue 16 §13: not 'Termine werden geladen').
 */
export function DiarySkeleton(props: { isSingleBooking?: boolean }) {
  const { t } = useTranslation();
  const rows = props.isSingleBooking ? [0] : [0, 1, 2, 3];
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <VisuallyHidden>
        {t(props.isSingleBooking ? 'diary.LOADING_BOOKING' : 'diary.LOADING')}
      </VisuallyHidden>
      <Skeleton height={22} width={140} mb={4} />
      {rows.map((row) => (
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
