import { Badge, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Says plainly what an area will hold, until its issue builds it. */
export function ComingSoon({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" color="teal" aria-hidden>
          <IconSparkles size={24} stroke={1.6} />
        </ThemeIcon>
        <div>
          <Badge color="teal" variant="light" mb="xs">
            {t('shell.COMING_SOON')}
          </Badge>
          <Text>{children}</Text>
        </div>
      </Group>
    </Card>
  );
}
