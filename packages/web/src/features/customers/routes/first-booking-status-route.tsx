import { areFirstBookingAnswersOffered } from '@careport/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { ContractScreen } from '../components/contract-screen';
import { FirstBookingStatusForm } from '../components/first-booking-status-form';
import { FirstBookingWhen } from '../components/first-booking-when';

/**
 * spec 1 §2 /customers/{contractId}/first-booking-status: the first appointment is not settled
 * yet ('maybe'), with the reason and a description.
 */
export function FirstBookingStatusRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ContractScreen title={t('customers.STATUS_TITLE')}>
      {(contract, isEmployee) => {
        const first = contract.firstBooking;
        if (
          first === null ||
          !areFirstBookingAnswersOffered(contract.firstBookingStatus, { isEmployee })
        ) {
          return (
            <Alert color="gray" variant="light">
              {t('customers.FIRST_BOOKING_SETTLED')}
            </Alert>
          );
        }
        const back = paths.customer.getHref(contract.contractId);
        return (
          <Stack gap="md">
            <FirstBookingWhen contract={contract} />
            <Text>{t('customers.STATUS_INTRO')}</Text>
            <FirstBookingStatusForm
              contractId={contract.contractId}
              bookingId={first.bookingId}
              initialReason={contract.firstBookingConfirmationStatus?.reason ?? null}
              initialDescription={contract.firstBookingConfirmationStatus?.description ?? null}
              onSaved={() => {
                notifications.show({ color: 'teal', message: t('customers.STATUS_SAVED_NOTICE') });
                void navigate(back);
              }}
              onBack={() => void navigate(back)}
            />
          </Stack>
        );
      }}
    </ContractScreen>
  );
}
