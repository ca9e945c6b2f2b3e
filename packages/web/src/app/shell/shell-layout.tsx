import { AppShell, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Brand } from '../../components/brand';
import { OfflineBanner } from '../../components/sync/offline-banner';
import { SyncBadgeLink } from '../../components/sync/sync-badge-link';
import { loadOtherScreenStyles } from '../../lib/mantine-styles/other-screen-styles';
import { paths } from '../../lib/paths';
import { CONTENT_MAX_WIDTH, SIDE_MENU_WIDTH } from '../../lib/theme';
import { BottomTabs } from './bottom-tabs';
import { SideMenu } from './side-menu';
import { SignedInData } from './signed-in-data';
import classes from './shell-layout.module.css';

const HEADER_HEIGHT = 56;
const TAB_BAR_HEIGHT = 64;
const REMINDER_PATHS = new Set<string>([paths.dashboard.path, paths.bookings.path]);

// Neither is part of the first paint (issue 5 §3): the slide-in opens on a tap, the reminder after
// the bookings have loaded. Both need Mantine's modal machinery (focus trap, scroll lock, portal),
// which so loads after the screen instead of before it.
// The drawer's styles are not the first screens' (issue 43): they come with it.
const MenuDrawer = lazy(async () => {
  const [{ MenuDrawer: Drawer }] = await Promise.all([
    import('./menu-drawer'),
    loadOtherScreenStyles(),
  ]);
  return { default: Drawer };
});
const loadReminder = () => import('../../features/bookings/components/undocumented-reminder');
const LazyReminder = lazy(async () => ({ default: (await loadReminder()).UndocumentedReminder }));
let loadedReminder: Awaited<ReturnType<typeof loadReminder>> | null = null;

/**
 * Issue 16: over the server's rendered copy, which shows the reminder where it opens, the app's
 * first render must show it too; from a lazy component it would vanish until its chunk came.
 */
export async function loadReminderNow(): Promise<void> {
  loadedReminder = await loadReminder();
}

function UndocumentedReminder() {
  const Loaded = loadedReminder?.UndocumentedReminder;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <LazyReminder />
    </Suspense>
  );
}

// Issue 14: loads what working offline needs, after the first paint.
const KeepForOffline = lazy(async () => ({
  default: (await import('../../features/bookings/offline/keep-for-offline')).KeepForOffline,
}));

/** The signed-in area: its data and its frame. */
export function ShellLayout() {
  return (
    <SignedInData>
      <ShellFrame />
    </SignedInData>
  );
}

/**
 * spec 2 §2, §9: from the md breakpoint (768 px) the side menu (244 px) sits beside the content;
 * below it a header with a burger opens the same menu as a slide-in, and bottom tabs show.
 */
export function ShellFrame() {
  const { t } = useTranslation();
  const [isMenuOpen, menu] = useDisclosure(false);
  const closeMenu = menu.close;
  // Read at the first render, not in an effect: the effect's answer re-rendered the whole frame
  // synchronously right after the first commit, one more long task on a phone's start.
  const isDesktop = useMediaQuery('(min-width: 48em)', undefined, {
    getInitialValueInEffect: false,
  });
  const { pathname } = useLocation();
  // Issue 16, TBT: the side menu is shown from the md breakpoint, the header and the tabs below
  // it; building the hidden side menu made 76 of the 329 elements of a phone's first screen. The
  // server's copy (no window) is the same for every width, so it has both.
  const isCopy = typeof window === 'undefined';
  const hasSideMenu = isDesktop || isCopy;
  const hasPhoneBars = !isDesktop || isCopy;

  // The slide-in closes after a navigation and when the window grows to desktop width.
  useEffect(() => {
    closeMenu();
  }, [pathname, isDesktop, closeMenu]);

  return (
    <AppShell
      header={{ height: { base: HEADER_HEIGHT, md: 0 } }}
      footer={{ height: { base: TAB_BAR_HEIGHT, md: 0 } }}
      navbar={{ width: SIDE_MENU_WIDTH, breakpoint: 'md', collapsed: { mobile: true } }}
      padding={0}
      // Issue 16, TBT: Mantine marks the frame as resizing (no transitions) from its mount until
      // its transition's length has passed, then unmarks it. Unmarking sets a custom property
      // that every element of the screen inherits: a restyle of the whole screen (~0.1 s on a
      // slow phone) right after the start. The frame's sections never slide here (the navbar is
      // shown or hidden by the breakpoint, the slide-in is a drawer), so it stays marked.
      mod={{ resizing: true }}
    >
      {/* issue 16 §14: a new page opens at its top (after a delete the diary opened scrolled
          down); going back restores where the caregiver was. */}
      <ScrollRestoration />
      <Suspense fallback={null}>
        <KeepForOffline />
      </Suspense>
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.SKIP_TO_CONTENT')}
      </a>
      {hasPhoneBars && (
        <AppShell.Header hiddenFrom="md" px="md">
          <Group h="100%" gap="sm" wrap="nowrap">
            <Burger
              opened={isMenuOpen}
              onClick={menu.toggle}
              size="sm"
              aria-label={t('shell.OPEN_MENU')}
              aria-expanded={isMenuOpen}
            />
            <Link
              to={paths.dashboard.getHref()}
              className={classes.brandLink}
              aria-label="Careport"
            >
              <Brand size={28} />
            </Link>
            {/* Issue 14: the sync queue's badge, while anything waits. */}
            <Box ml="auto">
              <SyncBadgeLink />
            </Box>
          </Group>
        </AppShell.Header>
      )}

      {hasSideMenu && (
        <AppShell.Navbar visibleFrom="md" p="md">
          <AppShell.Section mb="md">
            <Link
              to={paths.dashboard.getHref()}
              className={classes.brandLink}
              aria-label="Careport"
            >
              <Brand size={32} />
            </Link>
          </AppShell.Section>
          <AppShell.Section grow>
            <SideMenu />
          </AppShell.Section>
          <AppShell.Section>
            <SyncBadgeLink withLabel />
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      {isDesktop === false && (
        <Suspense fallback={null}>
          <MenuDrawer opened={isMenuOpen} onClose={menu.close} />
        </Suspense>
      )}

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Container
          size={CONTENT_MAX_WIDTH}
          px={{ base: 'md', sm: 'lg' }}
          py={{ base: 'lg', sm: 'xl' }}
        >
          <OfflineBanner />
          <Outlet />
          {/* spec 1 §2 Other, §6: the reminder opens on arriving at the diary or the dashboard. */}
          {REMINDER_PATHS.has(pathname) && <UndocumentedReminder />}
        </Container>
      </AppShell.Main>

      {hasPhoneBars && (
        <AppShell.Footer hiddenFrom="md">
          <Box h="100%">
            <BottomTabs />
          </Box>
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
