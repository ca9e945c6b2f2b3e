import type { StatLevel, Trend } from '@careport/domain';
import { Badge, Card, Group, RingProgress, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LEVEL_COLOURS: Record<StatLevel, string> = {
  good: 'teal',
  medium: 'yellow',
  bad: 'red',
  none: 'gray',
};

const LEVEL_KEYS = {
  good: 'stats.LEVEL_GOOD',
  medium: 'stats.LEVEL_MEDIUM',
  bad: 'stats.LEVEL_BAD',
  none: 'stats.LEVEL_NONE',
} as const;

const TREND_KEYS = {
  up: 'stats.TREND_UP',
  down: 'stats.TREND_DOWN',
  steady: 'stats.TREND_STEADY',
} as const;

/**
 * One statistics card (spec 2 §9): the value, its level (three levels, or none without data), a
 * gauge and the trend against the previous period. `isUpGood` says which direction is better.
 */
export function StatCard(props: {
  title: string;
  value: ReactNode;
  level: StatLevel;
  gauge: number | null;
  trend?: Trend;
  isUpGood?: boolean;
  previous?: string | null;
}) {
  const { t } = useTranslation();
  const colour = LEVEL_COLOURS[props.level];
  const direction = props.trend;
  const isBetter =
    direction === 'steady' ? null : (direction === 'up') === (props.isUpGood ?? true);
  const TrendIcon =
    direction === 'up'
      ? IconArrowUpRight
      : direction === 'down'
        ? IconArrowDownRight
        : IconArrowRight;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={props.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {props.title}
          </Text>
          <Text fz="xl" fw={700}>
            {props.value}
          </Text>
          <Group gap={6}>
            <Badge color={colour} variant="light">
              {t(LEVEL_KEYS[props.level])}
            </Badge>
            {direction !== undefined && props.level !== 'none' && props.previous && (
              <Group gap={2} wrap="nowrap">
                <TrendIcon
                  size={16}
                  aria-hidden
                  color={`var(--mantine-color-${isBetter === null ? 'gray' : isBetter ? 'teal' : 'red'}-7)`}
                />
                <Text size="xs" c="dimmed">
                  {t(TREND_KEYS[direction])}
                </Text>
              </Group>
            )}
          </Group>
          {props.previous && (
            <Text size="xs" c="dimmed">
              {t('dashboard.PREVIOUS_VALUE', { value: props.previous })}
            </Text>
          )}
        </Stack>
        {props.gauge !== null && (
          <RingProgress
            size={72}
            thickness={8}
            roundCaps
            sections={[{ value: Math.round(props.gauge * 100), color: colour }]}
            aria-hidden
          />
        )}
      </Group>
    </Card>
  );
}
