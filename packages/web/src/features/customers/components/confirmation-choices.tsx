import type { ConfirmationChoice } from '@careport/domain';
import { confirmationChoices, isFulfilled, opensAddAppointmentAfter } from '@careport/domain';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import type { ContractDetail } from '../api/contract-fields';
import { useUpdateContractConfirmationStatus } from '../api/update-contract-confirmation-status';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useOnlineOnly } from '../../../components/sync/online-only';
import { fullName } from './format-customer';
import { SectionCard } from './section-card';

const CHOICE_COLOURS: Record<ConfirmationChoice, string | undefined> = {
  CONFIRMED: undefined,
  DEFERRED: 'gray',
  REJECTED: 'red',
};

/**
 * spec 1 §4 Contract confirmationStatus: once the first confirmed appointment is today or past and
 * it is the only booking, the caregiver says whether follow-ups happen (CONFIRMED, DEFERRED,
 * REJECTED), each after a confirm dialog. CONFIRMED opens add-appointment for the second one; the
 * contract is refetched after every answer. Issue 39: a follow-up needs the first visit
 * documented (spec 1 §4), so until it is, 'yes' is replaced by the way there: document it first,
 * then come back here to plan the next one.
 */
export function ConfirmationChoices(props: {
  contract: ContractDetail;
  isEmployee: boolean;
  now: Date;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { contract } = props;
  const update = useUpdateContractConfirmationStatus(contract.contractId);
  const [asked, setAsked] = useState<ConfirmationChoice | null>(null);
  // Issue 39: the answers go to the server; offline they are disabled, said once in the section.
  // Documenting the first visit stays offered: it queues.
  const online = useOnlineOnly();
  const offered = confirmationChoices(
    contract,
    contract.liveBookingCount,
    { isEmployee: props.isEmployee },
    props.now,
  );
  if (offered.length === 0 || !contract.isActive) return null;
  const first = contract.firstBooking;
  const isFirstUndocumented = first !== null && !isFulfilled(first);
  const choices = isFirstUndocumented
    ? offered.filter((choice) => choice !== 'CONFIRMED')
    : offered;
  const name = fullName(contract.careReceiver.name);

  // The promise, not mutate's callbacks: the contract's refetch after the answer can replace this
  // card (a follow-up choice ends the question), and an unmounted mutate's callbacks are dropped.
  const confirm = (choice: ConfirmationChoice) =>
    update.mutateAsync(choice).then(
      () => {
        if (opensAddAppointmentAfter(choice)) {
          void navigate(
            paths.newBooking.getHref({
              contractId: contract.contractId,
              title: t('customers.SECOND_APPOINTMENT_TITLE'),
            }),
          );
          return;
        }
        notifications.show({ color: 'teal', message: t('customers.CHOICE_SAVED_NOTICE') });
      },
      // spec 1 §8: ERROR_UNKNOWN on a failed contract mutation (no answer at all says so).
      (error: unknown) =>
        notifications.show({
          color: 'red',
          message:
            isApiError(error) && error.httpStatus === 0
              ? errorMessage(error)
              : t('errors.ERROR_UNKNOWN'),
        }),
    );

  return (
    <SectionCard title={t('firstBooking.FOLLOW_UP_QUESTION')}>
      <Stack gap="xs">
        {isFirstUndocumented && offered.includes('CONFIRMED') && (
          <>
            <Text fz="sm">{t('customers.DOCUMENT_FIRST_FOR_FOLLOW_UPS')}</Text>
            <Button component={Link} to={paths.fulfilBooking.getHref(first.bookingId)}>
              {t('customers.DOCUMENT_FIRST_BOOKING')}
            </Button>
          </>
        )}
        {choices.map((choice) => (
          <Button
            key={choice}
            variant={choice === 'CONFIRMED' ? 'filled' : 'default'}
            color={CHOICE_COLOURS[choice]}
            onClick={() => setAsked(choice)}
            loading={update.isPending && update.variables === choice}
            disabled={update.isPending && update.variables !== choice}
            {...online.actionProps}
          >
            {t(`firstBooking.CHOICE_${choice}`)}
          </Button>
        ))}
        {online.reason}
      </Stack>
      <ConfirmDialog
        opened={asked !== null}
        title={t('firstBooking.CHOICE_CONFIRM_DIALOG')}
        confirmLabel={asked ? t(`firstBooking.CHOICE_${asked}`) : ''}
        cancelLabel={t('customers.CHOICE_CANCEL')}
        needsConnection
        confirmColor={asked ? CHOICE_COLOURS[asked] : undefined}
        onConfirm={() => {
          if (asked) void confirm(asked);
        }}
        onClose={() => setAsked(null)}
      >
        {asked && (
          <Stack gap="xs">
            <Text fw={600}>{t(`firstBooking.CHOICE_${asked}`)}</Text>
            <Text fz="sm">{t(`customers.CHOICE_${asked}_MESSAGE`, { name })}</Text>
          </Stack>
        )}
      </ConfirmDialog>
    </SectionCard>
  );
}
