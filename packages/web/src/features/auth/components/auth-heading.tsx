import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/use-page-title';

/** A logged-out screen's h1 and its short explanation. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children !== undefined && <Text c="dimmed">{children}</Text>}
    </Stack>
  );
}
