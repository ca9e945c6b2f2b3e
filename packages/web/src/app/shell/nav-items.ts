import type { Icon } from '@tabler/icons-react';
import {
  IconCalendarEvent,
  IconLayoutDashboard,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { BadgeCounts } from '../../lib/api/get-badge-counts';
import { paths } from '../../lib/paths';

export type NavItem = {
  href: string;
  /** Active only on the exact path (the dashboard at '/'), not on every path below it. */
  isEnd: boolean;
  label: 'shell.NAV_DASHBOARD' | 'shell.NAV_CUSTOMERS' | 'shell.NAV_BOOKINGS' | 'shell.NAV_ACCOUNT';
  icon: Icon;
  badge?: {
    count: keyof BadgeCounts;
    description: 'shell.OPEN_PROPOSALS' | 'shell.UNDOCUMENTED_BOOKINGS';
  };
};

// spec 2 §2: the side menu and the bottom tabs show the same four areas.
export const NAV_ITEMS: readonly NavItem[] = [
  {
    href: paths.dashboard.getHref(),
    isEnd: true,
    label: 'shell.NAV_DASHBOARD',
    icon: IconLayoutDashboard,
  },
  {
    href: paths.customers.getHref(),
    isEnd: false,
    label: 'shell.NAV_CUSTOMERS',
    icon: IconUsers,
    badge: { count: 'openProposals', description: 'shell.OPEN_PROPOSALS' },
  },
  {
    href: paths.bookings.getHref(),
    isEnd: false,
    label: 'shell.NAV_BOOKINGS',
    icon: IconCalendarEvent,
    badge: { count: 'undocumentedBookings', description: 'shell.UNDOCUMENTED_BOOKINGS' },
  },
  {
    href: paths.account.getHref(),
    isEnd: false,
    label: 'shell.NAV_ACCOUNT',
    icon: IconUserCircle,
  },
];
