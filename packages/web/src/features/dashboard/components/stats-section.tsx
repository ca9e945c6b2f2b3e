import {
  firstCallGaugeValue,
  firstCallHourBucket,
  firstCallLevel,
  firstCallTrend,
  formatEuroFromCents,
  formatHours,
  responseRateLevel,
  responseRateTrend,
  satisfactionLevel,
  type Locale,
} from '@careport/domain';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { DashboardStats } from '../api/get-dashboard';
import { StatCard } from './stat-card';

const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'percent' }).format(rate);

function firstCallText(minutes: number, t: TFunction) {
  const bucket = firstCallHourBucket(minutes);
  return bucket.isOver
    ? t('stats.FIRST_CALL_OVER_HOURS', { hours: bucket.hours })
    : t('stats.FIRST_CALL_WITHIN_HOURS', { hours: bucket.hours });
}

/**
 * spec 2 §2, §9 the statistics cards. Independents see earnings and the working-hours text,
 * employees their documented hours only (spec 2 §6; the server sends them no earnings).
 */
export function StatsSection(props: { stats: DashboardStats; isEmployee: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { stats } = props;
  const score = stats.customerSatisfactionScore;
  const rate = stats.proposalResponseRate;
  const firstCall = stats.averageMinutesToFirstCall;
  const previousFirstCall = stats.previousAverageMinutesToFirstCall;
  const earnings = stats.monthlyDocumentedGrossEarningsInCents;
  return (
    <Stack gap="sm" component="section" aria-labelledby="stats-title">
      <Title order={2} fz="h3" id="stats-title">
        {t('dashboard.STATS_TITLE')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <StatCard
          title={t('dashboard.SATISFACTION')}
          value={
            score === null
              ? '–'
              : t('dashboard.SATISFACTION_VALUE', {
                  score: score.toLocaleString(locale, { maximumFractionDigits: 1 }),
                })
          }
          level={satisfactionLevel(score)}
          gauge={score === null ? null : score / 5}
        />
        <StatCard
          title={t('dashboard.RESPONSE_RATE')}
          value={rate === null ? '–' : percent(rate, locale)}
          level={responseRateLevel(rate)}
          gauge={rate}
          trend={responseRateTrend(rate, stats.previousProposalResponseRate)}
          previous={
            stats.previousProposalResponseRate === null
              ? null
              : percent(stats.previousProposalResponseRate, locale)
          }
        />
        <StatCard
          title={t('dashboard.FIRST_CALL')}
          value={firstCall === null ? '–' : firstCallText(firstCall, t)}
          level={firstCallLevel(firstCall)}
          gauge={firstCall === null ? null : firstCallGaugeValue(firstCall)}
          trend={firstCallTrend(firstCall, previousFirstCall)}
          // A longer time to the first call is worse.
          isUpGood={false}
          previous={previousFirstCall === null ? null : firstCallText(previousFirstCall, t)}
        />
        <Card withBorder radius="md" padding="md" component="article">
          <Text size="sm" c="dimmed">
            {t('dashboard.DOCUMENTED_HOURS')}
          </Text>
          <Text fz="xl" fw={700}>
            {formatHours(stats.monthlyDocumentedDurationInMinutes, 'total', locale)}
          </Text>
          {!props.isEmployee && earnings !== null && (
            <>
              <Text size="sm" c="dimmed" mt="sm">
                {t('dashboard.EARNINGS')}
              </Text>
              <Text fz="xl" fw={700}>
                {formatEuroFromCents(earnings, locale)}
              </Text>
            </>
          )}
          <Text size="xs" c="dimmed" mt="sm">
            {props.isEmployee
              ? t('dashboard.EMPLOYEE_HOURS_TEXT')
              : t('dashboard.WORKING_HOURS_TEXT')}
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
