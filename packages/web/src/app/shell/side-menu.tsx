import { Avatar, Group, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { useBadgeCounts } from '../../lib/api/get-badge-counts';
import { useMe } from '../../lib/api/get-me';
import { useAppConfig } from '../../lib/app-config';
import { profileImagePath, profileImageWidthFor } from '@careport/domain';
import { useLogout } from '../../lib/logout';
import type { NavItem } from './nav-items';
import { NAV_ITEMS } from './nav-items';
import { NavBadge, NavBadgeDescription, useNavBadge } from './nav-badge';
import classes from './side-menu.module.css';

function CaregiverSummary() {
  const me = useMe();
  const { apiBaseUrl } = useAppConfig();
  if (me.isPending) return <Skeleton height={40} radius="md" aria-hidden />;
  if (!me.data) return null;
  const { firstName, lastName, email, profileImageHash } = me.data;
  // Issue 11: the picture at the width covering the 38 px avatar on this screen's pixel ratio.
  // The server's copy of the diary (issue 16) knows no screen: a phone's usual ratio of 2.
  const pixelRatio = typeof window === 'undefined' ? 2 : window.devicePixelRatio;
  const src =
    profileImageHash === null
      ? null
      : `${apiBaseUrl.replace(/\/+$/, '')}${profileImagePath(profileImageHash, profileImageWidthFor(38, pixelRatio))}`;
  return (
    <Group gap="sm" wrap="nowrap" className={classes.caregiver}>
      <Avatar color="amber" radius="xl" src={src} alt="" aria-hidden>
        {`${firstName.charAt(0)}${lastName.charAt(0)}`}
      </Avatar>
      <div className={classes.caregiverText}>
        <Text fw={600} truncate>
          {firstName} {lastName}
        </Text>
        {email !== null && (
          <Text size="xs" c="dimmed" truncate>
            {email}
          </Text>
        )}
      </div>
    </Group>
  );
}

function SideMenuLink(props: {
  item: NavItem;
  counts: ReturnType<typeof useBadgeCounts>;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { item } = props;
  const isActive = useMatch({ path: item.href, end: item.isEnd }) !== null;
  const badge = useNavBadge(item, props.counts);
  const ItemIcon = item.icon;
  return (
    <NavLink
      component={Link}
      to={item.href}
      onClick={props.onNavigate}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      className={classes.link}
      label={
        <>
          {t(item.label)}
          {badge && <NavBadgeDescription description={badge.description} />}
        </>
      }
      leftSection={<ItemIcon size={22} stroke={1.6} aria-hidden />}
      rightSection={badge && <NavBadge badge={badge.badge} />}
    />
  );
}

/**
 * spec 2 §2 Side menu: Dashboard, Customers, Diary, Account, Logout. The same menu sits beside
 * the content from the md breakpoint and slides in below it.
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const counts = useBadgeCounts();
  const logout = useLogout();
  return (
    <Stack gap="md" h="100%" style={{ flexGrow: 1 }}>
      <CaregiverSummary />
      <nav aria-label={t('shell.MAIN_MENU')} className={classes.nav}>
        <Stack gap={4}>
          {NAV_ITEMS.map((item) => (
            <SideMenuLink key={item.href} item={item} counts={counts} onNavigate={onNavigate} />
          ))}
        </Stack>
        <NavLink
          component="button"
          type="button"
          onClick={logout}
          className={classes.link}
          label={t('shell.LOGOUT')}
          leftSection={<IconLogout size={22} stroke={1.6} aria-hidden />}
        />
      </nav>
    </Stack>
  );
}
