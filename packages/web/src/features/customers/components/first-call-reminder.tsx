import { firstCallReminder, formatDate, formatTime } from '@careport/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContractDetail } from '../api/contract-fields';
import { FirstCallButton } from './first-call-button';
import { fullName } from './format-customer';

/**
 * spec 1 §1, §9: call a new customer within 24 hours of the request (independents only), with the
 * number and a button that calls it (issue 39).
 */
export function FirstCallReminder(props: {
  contract: ContractDetail;
  isEmployee: boolean;
  now: Date;
}) {
  const { t } = useTranslation();
  const reminder = firstCallReminder(props.contract, { isEmployee: props.isEmployee }, props.now);
  if (reminder === null) return null;
  return (
    <Alert
      color={reminder.isOverdue ? 'red' : 'amber'}
      variant="light"
      icon={<IconPhoneCall aria-hidden />}
      title={t('customers.CALL_REMINDER_TITLE', {
        name: fullName(props.contract.careReceiver.name),
      })}
    >
      <Stack gap="xs">
        <Text fz="sm">
          {reminder.isOverdue
            ? t('customers.CALL_REMINDER_OVERDUE')
            : t('customers.CALL_REMINDER_DEADLINE', {
                date: formatDate(reminder.deadline),
                time: formatTime(reminder.deadline),
              })}
        </Text>
        <FirstCallButton contract={props.contract} />
      </Stack>
    </Alert>
  );
}
