import { formatBadgeCount } from '@careport/domain';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BadgeCounts } from '../../lib/api/get-badge-counts';
import type { NavItem } from './nav-items';

/** The count of an entry, for the eye (99+) and, in words, for screen readers. */
export function useNavBadge(item: NavItem, counts: BadgeCounts | undefined) {
  const { t } = useTranslation();
  const count = item.badge && counts ? counts[item.badge.count] : 0;
  if (item.badge === undefined || count <= 0) return null;
  const badge = formatBadgeCount(count);
  return { badge, description: t(item.badge.description, { count, badge }) };
}

export function NavBadge({ badge, size = 'sm' }: { badge: string; size?: 'xs' | 'sm' }) {
  return (
    <Badge size={size} color="red.8" variant="filled" circle={badge.length === 1} aria-hidden>
      {badge}
    </Badge>
  );
}

export function NavBadgeDescription({ description }: { description: string }) {
  return <VisuallyHidden>, {description}</VisuallyHidden>;
}
