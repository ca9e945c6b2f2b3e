import { Group, Text } from '@mantine/core';

/** The logo and the product's name. */
export function Brand({ size = 32 }: { size?: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <img src="/icon.svg" alt="" width={size} height={size} />
      <Text component="span" fw={700} fz={size > 36 ? 'xl' : 'lg'} c="dark.8">
        Careport
      </Text>
    </Group>
  );
}
