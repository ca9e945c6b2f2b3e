import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** An empty list: what is missing and how it fills. */
export function EmptyState(props: { icon: ReactNode; title: string; children: string }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" color="teal" aria-hidden>
          {props.icon}
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={600}>{props.title}</Text>
          <Text c="dimmed" fz="sm">
            {props.children}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
