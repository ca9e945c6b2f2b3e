import type { StatusBarColour } from '@careport/domain';
import { firstBookingStatusBar, isFirstBookingStatusBarShown } from '@careport/domain';
import { Group, Paper, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContractDetail } from '../api/contract-fields';

/**
 * White text on them: green 8 gave 3.3:1 (issue 39); the theme's green for text on white reaches
 * 4.5:1 with white by construction (lib/theme-contrast.ts), so it serves as the bar's ground.
 */
export const STATUS_BAR_BACKGROUNDS: Record<StatusBarColour, string> = {
  green: 'var(--mantine-color-green-text)',
  darkGray: 'var(--mantine-color-dark-5)',
};

/**
 * spec 1 §4 First booking status bar: green while confirmed and not past ('confirmed today' on
 * the day), dark gray otherwise; a declined first booking hides it. The rule is the domain's.
 */
export function FirstBookingStatusBar(props: { contract: ContractDetail; now: Date }) {
  const { t } = useTranslation();
  const { firstBooking, firstBookingStatus } = props.contract;
  if (firstBooking === null || firstBookingStatus === null) return null;
  if (!isFirstBookingStatusBarShown(props.contract)) return null;
  const bar = firstBookingStatusBar(
    { status: firstBookingStatus, endDate: firstBooking.endDate },
    props.now,
  );
  if (bar === null) return null;
  const Icon = bar.colour === 'green' ? IconCalendarCheck : IconCalendarQuestion;
  return (
    <Paper
      radius="md"
      px="md"
      py="sm"
      c="white"
      bg={STATUS_BAR_BACKGROUNDS[bar.colour]}
      role="status"
      data-colour={bar.colour}
    >
      <Group gap="sm" wrap="nowrap">
        <Icon size={22} stroke={1.8} aria-hidden style={{ flex: 'none' }} />
        <Text fw={600} fz="sm">
          {t(`firstBooking.STATUS_BAR_${bar.text}`)}
        </Text>
      </Group>
    </Paper>
  );
}
