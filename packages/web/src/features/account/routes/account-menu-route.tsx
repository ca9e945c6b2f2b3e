import { Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconCalendarOff,
  IconChevronRight,
  IconGift,
  IconHelp,
  IconLogout,
  IconMapPin,
  IconMessageCircle,
  IconReportMoney,
  IconUserEdit,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/api/get-me';
import { useAppConfig } from '../../../lib/app-config';
import { useLogout } from '../../../lib/logout';
import { paths } from '../../../lib/paths';
import { AccountDetails } from '../components/account-details';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { PushSwitch } from '../../../components/push/push-switch';

/** The external survey form (spec 2 §2 feedback card); it receives the device information. */
const FEEDBACK_FORM_URL = 'https://www.careport.example/app-feedback';

function feedbackHref(revision: string): string {
  const params = new URLSearchParams({
    revision,
    userAgent: navigator.userAgent,
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
  });
  return `${FEEDBACK_FORM_URL}?${params.toString()}`;
}

type Entry = { href: string; label: string; icon: Icon };

/**
 * spec 2 §2 /account: the menu (Availability hidden for employees), the feedback card, the
 * language, logout and the app revision.
 */
export function AccountMenuRoute() {
  const { t } = useTranslation();
  const { revision } = useAppConfig();
  const logout = useLogout();
  const me = useMe();
  const entries: Entry[] = [
    ...(me.data && !me.data.isCareportEmployee
      ? [
          {
            href: paths.availability.getHref(),
            label: t('account.MENU_AVAILABILITY'),
            icon: IconCalendarOff,
          },
        ]
      : []),
    { href: paths.profile.getHref(), label: t('account.MENU_PROFILE'), icon: IconUserEdit },
    { href: paths.contactAndAddress.getHref(), label: t('account.MENU_CONTACT'), icon: IconMapPin },
    {
      href: paths.financialOverview.getHref(),
      label: t('account.MENU_FINANCIAL_OVERVIEW'),
      icon: IconReportMoney,
    },
    { href: paths.referralCode.getHref(), label: t('account.MENU_REFERRAL'), icon: IconGift },
    { href: paths.helpCenter.getHref(), label: t('account.MENU_HELP_CENTER'), icon: IconHelp },
  ];
  return (
    <Page title={t('shell.NAV_ACCOUNT')}>
      <AccountDetails />
      <Card withBorder radius="md" padding={0} component="nav" aria-label={t('account.MENU')}>
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry, index) => (
            <li
              key={entry.href}
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
            >
              <UnstyledButton
                component={Link}
                to={entry.href}
                px="md"
                py="sm"
                w="100%"
                display="block"
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <entry.icon size={22} stroke={1.6} aria-hidden />
                    <Text fw={500}>{entry.label}</Text>
                  </Group>
                  <IconChevronRight size={18} aria-hidden />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" bg="teal.0">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMessageCircle size={28} stroke={1.6} aria-hidden />
          <Stack gap={4}>
            <Text fw={600}>{t('account.FEEDBACK_TITLE')}</Text>
            <Text size="sm">{t('account.FEEDBACK_TEXT')}</Text>
            <Button
              component="a"
              href={feedbackHref(revision)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              color="teal"
              w="fit-content"
              mt="xs"
            >
              {t('account.FEEDBACK_BUTTON')}
            </Button>
          </Stack>
        </Group>
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="language">
        <Title order={2} fz="h4" mb="md" id="language">
          {t('shell.LANGUAGE_LABEL')}
        </Title>
        <LanguageSwitch fullWidth />
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="push">
        <Title order={2} fz="h4" mb="md" id="push">
          {t('push.CARD_TITLE')}
        </Title>
        <PushSwitch />
      </Card>
      {/* Issue 14: the calendar subscription. */}
      <CalendarFeedCard />
      <Button
        variant="default"
        size="md"
        leftSection={<IconLogout size={20} aria-hidden />}
        onClick={logout}
      >
        {t('shell.LOGOUT')}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        {t('shell.REVISION_LABEL')}: {revision}
      </Text>
    </Page>
  );
}
