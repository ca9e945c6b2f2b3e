import { Anchor, AppShell, Burger, Button, Group, Menu, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { ErrorState, LoadingState } from '../components/states';
import type { MessageKey } from '../i18n/de';
import { ApiError } from '../lib/api-error';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { useT } from '../lib/i18n';
import { AREAS, areasFor, type AreaPath } from '../lib/roles';
import { useStaffSession } from '../lib/staff-session';
import classes from './shell.module.css';

const AREA_LABELS: Record<AreaPath, MessageKey> = {
  caregivers: 'nav.caregivers',
  planning: 'nav.planning',
  'service-requests': 'nav.serviceRequests',
  answers: 'nav.answers',
  contracts: 'nav.contracts',
  'care-receivers': 'nav.careReceivers',
  money: 'nav.money',
  proofs: 'nav.proofs',
  staff: 'nav.staff',
  audit: 'nav.audit',
};

const ROLE_LABELS: Record<string, MessageKey> = {
  dispatcher: 'role.dispatcher',
  finance: 'role.finance',
  admin: 'role.admin',
};

function areaOf(pathname: string): AreaPath | undefined {
  const [first] = pathname.split('/').filter(Boolean);
  return AREAS.find((area) => area.path === first)?.path;
}

/** The signed-in frame: navigation by role, the staff member's menu, the screen. */
export function Shell() {
  const { t } = useT();
  const api = useApi();
  const { me, meError, retryMe, signOut } = useStaffSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure();

  if (me === null) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  if (me === undefined) {
    return meError ? (
      <main className={classes.centre}>
        <ErrorState error={meError} onRetry={retryMe} />
      </main>
    ) : (
      <LoadingState />
    );
  }

  const allowed = areasFor(me.role);
  const area = areaOf(location.pathname);
  const mayOpenArea = area === undefined || allowed.includes(area);

  const signOutEverywhere = async () => {
    try {
      await api.request('/ops/staff/me/sign-out-everywhere', { method: 'POST' });
      await signOut();
      await navigate('/sign-in');
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a href="#main" className={classes.skipLink}>
        {t('shell.skip')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.menu')}
            />
            <Anchor
              component={Link}
              to="/"
              underline="never"
              fw={700}
              c="indigo.8"
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('shell.brand')}
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="sm">
              <LanguageSwitch />
            </Group>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={t('shell.account', { name: me.name })}
                >
                  <Text size="sm" truncate maw={140}>
                    {me.name}
                  </Text>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  {me.email} · {t(ROLE_LABELS[me.role] ?? 'role.admin')}
                </Menu.Label>
                <Menu.Item onClick={() => void signOut().then(() => navigate('/sign-in'))}>
                  {t('shell.signOut')}
                </Menu.Item>
                <Menu.Item onClick={() => void signOutEverywhere()}>
                  {t('shell.signOutEverywhere')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('shell.navigation')} component="nav">
        {allowed.map((path) => (
          <NavLink
            key={path}
            component={Link}
            to={`/${path}`}
            label={t(AREA_LABELS[path])}
            active={area === path}
            aria-current={area === path ? 'page' : undefined}
            onClick={close}
          />
        ))}
        {/* On a phone the header has no room for it: it sits under the areas. */}
        <Group hiddenFrom="sm" mt="md" px="xs">
          <LanguageSwitch />
        </Group>
      </AppShell.Navbar>
      <AppShell.Main id="main" className={classes.main}>
        {mayOpenArea ? (
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        ) : (
          <ErrorState error={new ApiError({ httpStatus: 403, code: 'FORBIDDEN' })} />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
