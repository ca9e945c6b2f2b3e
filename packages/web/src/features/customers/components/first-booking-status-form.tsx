import {
  confirmationStatusUpdateBodySchema,
  isOtherConfirmationStatusReason,
} from '@careport/domain';
import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonForm, ReasonTextField } from '../../../components/reason-form/reason-form';
import { errorsFromIssues, useFieldErrors } from '../../../components/reason-form/use-field-errors';
import { useDefinitionReasons } from '../../../lib/api/get-definition-reasons';
import { useUpdateFirstBookingStatus } from '../api/update-first-booking-status';

/** spec 1 §3 the unsure reasons offered to the caregiver ('not_reachable' is the server's own). */
const UNSURE_REASONS = [
  'reason_not_reachable',
  'reason_discuss_with_family',
  'reason_timing_issues',
  'reason_financing_unclear',
  'reason_customer_unsure',
  'reason_other',
] as const;

const FIELDS = ['reason', 'description'] as const;

/**
 * spec 1 §5 Status update: a reason ('Reason cannot be blank'), and for 'other' a description
 * ('Description cannot be blank'), at most 100 characters.
 */
export function FirstBookingStatusForm(props: {
  contractId: string;
  bookingId: string;
  initialReason: string | null;
  initialDescription: string | null;
  onSaved: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  // spec 1 §7: the reasons of the definition call (those the caregiver may choose), the app's
  // own list meanwhile.
  const reasonOptions = useDefinitionReasons(
    '/definition/first-booking/confirmation-status-update-reasons',
    UNSURE_REASONS,
    (key) => t(`definitions.confirmation_status_update_reason.${key}`),
  );
  const update = useUpdateFirstBookingStatus(props.contractId);
  const [reason, setReason] = useState(props.initialReason ?? '');
  const [description, setDescription] = useState(props.initialDescription ?? '');
  const errors = useFieldErrors<(typeof FIELDS)[number]>();

  const submit = () => {
    const parsed = confirmationStatusUpdateBodySchema.safeParse({ reason, description });
    errors.show(errorsFromIssues(parsed.error?.issues ?? [], FIELDS));
    if (!parsed.success) return;
    // The promise, not mutate's onSuccess: the contract's refetch can replace this form before
    // mutate's callbacks run, and an unmounted mutate's callbacks are dropped.
    update
      .mutateAsync({ bookingId: props.bookingId, body: parsed.data })
      .then(props.onSaved, () => undefined);
  };

  return (
    <ReasonForm
      onSubmit={submit}
      call={update}
      backLabel={t('customers.BACK_TO_CUSTOMER')}
      onBack={props.onBack}
      submitLabel={t('customers.STATUS_SUBMIT')}
    >
      <Radio.Group
        label={t('customers.STATUS_REASON')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          // Another reason may not need the description that was refused.
          errors.clearAll();
        }}
        error={errors.of('reason')}
        required
      >
        <Stack gap="sm" mt="xs">
          {reasonOptions.map((option) => (
            <Radio key={option.key} value={option.key} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
      <ReasonTextField
        label={t('customers.STATUS_DESCRIPTION')}
        value={description}
        onValue={setDescription}
        errors={errors}
        field="description"
        required={isOtherConfirmationStatusReason(reason)}
      />
    </ReasonForm>
  );
}
