import {
  checkReliefAmount,
  documentationMonthOf,
  formatEuroFromCents,
  formatMonthHeading,
  visitPriceInCents,
} from '@careport/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPigMoney } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { useReliefAmountUse } from '../api/get-relief-amount';

/**
 * Beyond the spec (issue 12): for a customer who pays through the care insurance's monthly relief
 * amount (§45b SGB XI), how much of the month's amount planned and documented visits use, and a
 * warning before the new appointment(s) of `addedMinutes` go past it. Nothing for other
 * customers, and nothing while the numbers load or fail (it is a hint, never a blocker).
 */
export function ReliefHint(props: { contractId: string; startDate: Date; addedMinutes: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { year, month } = documentationMonthOf(props.startDate);
  const use = useReliefAmountUse(props.contractId, year, month);
  const data = use.data;
  if (!data) return null;
  const monthName = formatMonthHeading(`${year}-${String(month).padStart(2, '0')}`, locale);
  const added = Math.max(0, props.addedMinutes);
  // Independents only: employees get neither euros nor the budget in hours, from which the
  // hourly price follows (spec 1 §6, issue 42), and never open the new-appointment form anyway.
  if (data.amountInCents === null || data.usedInCents === null || data.hourlyRateInCents === null) {
    return null;
  }
  const euro = (cents: number) => formatEuroFromCents(cents, locale);
  const check = checkReliefAmount(
    { budget: data.amountInCents, used: data.usedInCents },
    visitPriceInCents(added, data.hourlyRateInCents),
  );
  return (
    <Hint
      title={t('finance.RELIEF_TITLE')}
      used={t('finance.RELIEF_USED', {
        used: euro(data.usedInCents),
        amount: euro(data.amountInCents),
        month: monthName,
      })}
      after={
        check.alreadyExceeded
          ? t('finance.RELIEF_ALREADY_EXCEEDED', { month: monthName })
          : check.exceeds
            ? t('finance.RELIEF_EXCEEDS', { over: euro(-check.remainingAfter) })
            : t('finance.RELIEF_AFTER', { remaining: euro(check.remainingAfter) })
      }
      exceeds={check.exceeds}
    />
  );
}

function Hint(props: { title: string; used: string; after: string; exceeds: boolean }) {
  return (
    <Alert
      color={props.exceeds ? 'orange' : 'blue'}
      variant="light"
      title={props.title}
      icon={props.exceeds ? <IconAlertTriangle aria-hidden /> : <IconPigMoney aria-hidden />}
      role={props.exceeds ? 'alert' : 'status'}
    >
      <Stack gap={4}>
        <Text size="sm">{props.used}</Text>
        <Text size="sm" fw={props.exceeds ? 600 : undefined}>
          {props.after}
        </Text>
      </Stack>
    </Alert>
  );
}
