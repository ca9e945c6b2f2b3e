import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/api/get-me';
import { useBadgeCounts } from '../../../lib/api/get-badge-counts';
import { useErrorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useDashboard } from '../api/get-dashboard';
import { NextAppointmentCard, UpcomingBookings } from '../components/bookings-cards';
import { StatsSection } from '../components/stats-section';
import { PushCard } from '../../../components/push/push-card';

/**
 * spec 2 §2 Dashboard (root path): today's next appointment or the welcome hero, the open
 * proposals, the statistics and up to 7 upcoming bookings. The shell opens the reminder for
 * undocumented bookings on arriving here (spec 1 §6).
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const me = useMe();
  const badges = useBadgeCounts();
  const dashboard = useDashboard();
  const now = new Date();
  return (
    <Page title={t('shell.NAV_DASHBOARD')}>
      {me.data && (
        <Text fz="lg" fw={500}>
          {t('shell.GREETING', { firstName: me.data.firstName })}
        </Text>
      )}
      <PushCard />
      {dashboard.isPending && (
        <Stack gap="md" aria-busy aria-label={t('shell.LOADING')}>
          <Skeleton height={140} radius="md" />
          <Skeleton height={90} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      )}
      {dashboard.isError && (
        <Alert color="red" variant="light" role="alert" title={t('dashboard.STATS_ERROR')}>
          <Stack gap="xs" align="flex-start">
            {errorMessage(dashboard.error)}
            <Button size="xs" variant="light" color="red" onClick={() => void dashboard.refetch()}>
              {t('shell.RETRY')}
            </Button>
          </Stack>
        </Alert>
      )}
      {dashboard.data && (
        <>
          <NextAppointmentCard bookings={dashboard.data.allBookings} now={now} />
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby="open-proposals"
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Title order={2} fz="h4" id="open-proposals">
                  {t('dashboard.OPEN_PROPOSALS')}
                </Title>
                <Text mt={4}>
                  {badges === undefined
                    ? '…'
                    : badges.openProposals === 0
                      ? t('dashboard.OPEN_PROPOSALS_NONE')
                      : t('dashboard.OPEN_PROPOSALS_COUNT', { count: badges.openProposals })}
                </Text>
              </div>
              {badges !== undefined && badges.openProposals > 0 && (
                <Button component={Link} to={paths.customers.getHref()}>
                  {t('dashboard.SHOW_PROPOSALS')}
                </Button>
              )}
            </Group>
          </Card>
          <StatsSection
            stats={dashboard.data.caregiverStats}
            isEmployee={me.data?.isCareportEmployee ?? true}
          />
          <UpcomingBookings bookings={dashboard.data.allBookings} now={now} />
        </>
      )}
    </Page>
  );
}
