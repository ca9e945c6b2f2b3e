import { Group, Stack, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

/** A screen: its heading (the page's one h1, focused after navigation) and the document title. */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Careport Konsole`;
  }, [title]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2" tabIndex={-1} id="page-title">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
