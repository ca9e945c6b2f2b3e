import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/api/get-me';
import { useErrorMessage } from '../../../lib/error-message';
import { useDashboard } from '../api/get-dashboard';
import { NextAppointmentCard, UpcomingBookings } from '../components/bookings-cards';
import { OpenProposals } from '../components/open-proposals';
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
          <OpenProposals now={now} />
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
