import { areFirstBookingAnswersOffered, isFirstBookingCancelationOffered } from '@careport/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../../lib/app-config';
import { paths } from '../../../lib/paths';
import { ContractScreen } from '../components/contract-screen';
import { DeclineFirstBookingForm } from '../components/decline-first-booking-form';
import { FirstBookingWhen } from '../components/first-booking-when';

/**
 * spec 1 §2 /customers/{contractId}/first-booking-decline: decline an unconfirmed first
 * appointment, or (feature flag firstBookingConfirmationCancelation) cancel a confirmed one.
 */
export function FirstBookingDeclineRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { featureFlags } = useAppConfig();
  return (
    <ContractScreen title={t('customers.DECLINE_FIRST_TITLE')}>
      {(contract, isEmployee) => {
        const actor = { isEmployee };
        const isOffered =
          contract.isActive &&
          (areFirstBookingAnswersOffered(contract.firstBookingStatus, actor) ||
            isFirstBookingCancelationOffered(contract.firstBookingStatus, actor, featureFlags));
        const first = contract.firstBooking;
        if (!isOffered || first === null) {
          return (
            <Alert color="gray" variant="light">
              {t(
                contract.isActive
                  ? 'customers.FIRST_BOOKING_SETTLED'
                  : 'customers.COLLABORATION_ENDED',
              )}
            </Alert>
          );
        }
        return (
          <Stack gap="md">
            <FirstBookingWhen contract={contract} />
            <Text>{t('customers.DECLINE_FIRST_INTRO')}</Text>
            <DeclineFirstBookingForm
              contract={contract}
              bookingId={first.bookingId}
              onDeclined={() => {
                notifications.show({
                  color: 'teal',
                  message: t('customers.DECLINED_FIRST_NOTICE'),
                });
                // spec 1 §4: the contract ends and the customer leaves the list.
                void navigate(paths.customers.getHref({ tab: 'customers' }), { replace: true });
              }}
              onBack={() => void navigate(paths.customer.getHref(contract.contractId))}
            />
          </Stack>
        );
      }}
    </ContractScreen>
  );
}
