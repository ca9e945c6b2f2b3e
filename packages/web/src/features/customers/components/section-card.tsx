import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a detail screen (a card with an h2). */
export function SectionCard(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  );
}
