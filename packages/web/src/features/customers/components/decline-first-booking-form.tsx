import {
  DIFFERENT_CAREGIVER_SUB_REASONS,
  FIRST_BOOKING_DECLINE_REASONS,
  VALIDATION_SELECT_REASON,
  firstBookingDeclineBodySchema,
} from '@careport/domain';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonForm, ReasonTextField } from '../../../components/reason-form/reason-form';
import type { FieldErrors } from '../../../components/reason-form/use-field-errors';
import { errorsFromIssues, useFieldErrors } from '../../../components/reason-form/use-field-errors';
import { useDefinitionReasons } from '../../../lib/api/get-definition-reasons';
import type { FirstBookingDeclineBody } from '@careport/domain';
import type { ContractDetail } from '../api/contract-fields';
import { useDeclineFirstBooking } from '../api/decline-first-booking';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fullName } from './format-customer';

const DIFFERENT_CAREGIVER = 'different_type_of_caregiver_needed';

type Field = 'reason' | 'subReason' | 'description';

/**
 * spec 1 §5 First-booking decline: a reason (for 'different type of caregiver' also what does not
 * fit), and a non-blank description of at most 100 characters. Confirmed in a dialog, because
 * declining ends the contract (spec 1 §4).
 */
export function DeclineFirstBookingForm(props: {
  contract: ContractDetail;
  bookingId: string;
  onDeclined: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  // spec 1 §7: the reasons of the definition call, the domain's own list meanwhile.
  const reasonOptions = useDefinitionReasons(
    '/definition/first-booking/decline-reasons',
    FIRST_BOOKING_DECLINE_REASONS,
    (key) => t(`definitions.first_booking_decline_reason.${key}`),
  );
  const declining = useDeclineFirstBooking(props.contract.contractId);
  const [reason, setReason] = useState<string | null>(null);
  const [subReason, setSubReason] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const errors = useFieldErrors<Field>();
  // The checked body, awaiting the dialog's confirmation (declining ends the contract).
  const [confirming, setConfirming] = useState<FirstBookingDeclineBody | null>(null);
  const needsSubReason = reason === DIFFERENT_CAREGIVER;

  const submit = () => {
    // Reason and sub-reason apart, so 'other' and 'different type → other' stay distinct
    // (docs/decisions/0110-first-booking-decline-reason-and-sub-reason.md).
    const parsed = firstBookingDeclineBodySchema.safeParse({
      decline_reason: reason ?? '',
      decline_sub_reason: needsSubReason ? subReason : null,
      decline_description: description,
    });
    const next: FieldErrors<Field> = {};
    if (reason === null) next.reason = VALIDATION_SELECT_REASON;
    else if (needsSubReason && subReason === null) next.subReason = VALIDATION_SELECT_REASON;
    const refused = errorsFromIssues(parsed.error?.issues ?? [], ['decline_description']);
    if (refused.decline_description !== undefined) next.description = refused.decline_description;
    if (!errors.show(next) || !parsed.success) return;
    setConfirming(parsed.data);
  };

  return (
    <ReasonForm
      onSubmit={submit}
      call={declining}
      backLabel={t('customers.BACK_TO_CUSTOMER')}
      onBack={props.onBack}
      submitLabel={t('customers.DECLINE_FIRST_SUBMIT')}
      submitColor="red"
      after={
        <ConfirmDialog
          opened={confirming !== null}
          title={t('customers.DECLINE_FIRST_CONFIRM_TITLE')}
          confirmLabel={t('customers.DECLINE_FIRST_SUBMIT')}
          cancelLabel={t('customers.DECLINE_FIRST_KEEP')}
          needsConnection
          confirmColor="red"
          onConfirm={() => {
            if (confirming) {
              // The promise, not mutate's onSuccess: the refetch after the decline finds the
              // contract ended and replaces this form, and an unmounted mutate's callbacks are
              // dropped (on a phone the caregiver was left on 'Die Zusammenarbeit ist beendet').
              // A failure shows through `call` in the form's alert.
              declining
                .mutateAsync({ bookingId: props.bookingId, body: confirming })
                .then(props.onDeclined, () => undefined);
            }
          }}
          onClose={() => setConfirming(null)}
        >
          <Text>
            {t('customers.DECLINE_FIRST_CONFIRM_MESSAGE', {
              name: fullName(props.contract.careReceiver.name),
            })}
          </Text>
        </ConfirmDialog>
      }
    >
      <Select
        label={t('customers.DECLINE_FIRST_REASON')}
        placeholder={t('diary.REASON_PLACEHOLDER')}
        data={reasonOptions.map((option) => ({ value: option.key, label: option.label }))}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setSubReason(null);
          errors.clear('reason', 'subReason');
        }}
        error={errors.of('reason')}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {needsSubReason && (
        <Select
          label={t('customers.DECLINE_FIRST_SUB_REASON')}
          placeholder={t('diary.REASON_PLACEHOLDER')}
          data={DIFFERENT_CAREGIVER_SUB_REASONS.map((value) => ({
            value,
            label: t(`definitions.different_caregiver.${value}`),
          }))}
          value={subReason}
          onChange={(value) => {
            setSubReason(value);
            errors.clear('subReason');
          }}
          error={errors.of('subReason')}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <ReasonTextField
        label={t('customers.DECLINE_FIRST_DESCRIPTION')}
        value={description}
        onValue={setDescription}
        errors={errors}
        field="description"
        required
      />
    </ReasonForm>
  );
}
