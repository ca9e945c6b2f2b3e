import { areFirstBookingAnswersOffered } from '@careport/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OnlineLinkButton, useOnlineOnly } from '../../../components/sync/online-only';
import { useErrorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useConfirmFirstBooking } from '../api/confirm-first-booking';
import type { ContractDetail } from '../api/contract-fields';
import { ContractScreen } from '../components/contract-screen';
import { FirstBookingWhen } from '../components/first-booking-when';

function ConfirmFirstBooking(props: { contract: ContractDetail; isEmployee: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // spec 1 §8: a failed accept reads ERROR_RESPONSE with the code (record 0109).
  const errorMessage = useErrorMessage('booking-call');
  const { contract } = props;
  const confirmation = useConfirmFirstBooking(contract.contractId);
  const online = useOnlineOnly();
  const first = contract.firstBooking;
  const isOffered = areFirstBookingAnswersOffered(contract.firstBookingStatus, {
    isEmployee: props.isEmployee,
  });
  if (!isOffered || first === null) {
    return (
      <Alert color="gray" variant="light">
        {t('customers.FIRST_BOOKING_SETTLED')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <FirstBookingWhen contract={contract} />
      <Text>{t('customers.CONFIRM_INTRO')}</Text>
      {confirmation.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(confirmation.error)}
        </Alert>
      )}
      {online.reason}
      <Group justify="flex-end" gap="sm">
        <OnlineLinkButton
          online={online}
          to={paths.editBooking.getHref(first.bookingId)}
          variant="default"
        >
          {t('customers.CONFIRM_CHANGE_TIME')}
        </OnlineLinkButton>
        <Button
          loading={confirmation.isPending}
          {...online.actionProps}
          onClick={() =>
            // The promise, not mutate's onSuccess: the refetch after the answer can replace this
            // screen, and an unmounted mutate's callbacks are dropped. A failure
            // shows through the mutation's own error state.
            void confirmation.mutateAsync(first.bookingId).then(
              () => {
                notifications.show({ color: 'teal', message: t('customers.CONFIRMED_NOTICE') });
                void navigate(paths.customer.getHref(contract.contractId));
              },
              () => undefined,
            )
          }
        >
          {t('customers.CONFIRM_SUBMIT')}
        </Button>
      </Group>
    </Stack>
  );
}

/** spec 1 §2 /customers/{contractId}/first-booking-confirm: the caregiver confirms the first appointment. */
export function FirstBookingConfirmRoute() {
  const { t } = useTranslation();
  return (
    <ContractScreen title={t('customers.CONFIRM_TITLE')}>
      {(contract, isEmployee) => (
        <ConfirmFirstBooking contract={contract} isEmployee={isEmployee} />
      )}
    </ContractScreen>
  );
}
