import {
  confirmationStatusUpdateBodySchema,
  isOtherConfirmationStatusReason,
} from '@careport/domain';
import { Alert, Button, Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { CountedTextField } from '../../../components/counted-text-field';
import { useTranslation } from 'react-i18next';
import { useDefinitionReasons } from '../../../lib/api/get-definition-reasons';
import { useErrorMessage } from '../../../lib/error-message';
import { useFieldError } from '../../../lib/field-error';
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

type Errors = { reason?: string; description?: string };

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
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const update = useUpdateFirstBookingStatus(props.contractId);
  const [reason, setReason] = useState(props.initialReason ?? '');
  const [description, setDescription] = useState(props.initialDescription ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const parsed = confirmationStatusUpdateBodySchema.safeParse({ reason, description });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'reason' || field === 'description') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate({ bookingId: props.bookingId, body: parsed.data }, { onSuccess: props.onSaved });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('customers.STATUS_REASON')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setErrors({});
          }}
          error={fieldError(errors.reason)}
          required
        >
          <Stack gap="sm" mt="xs">
            {reasonOptions.map((option) => (
              <Radio key={option.key} value={option.key} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
        <CountedTextField
          label={t('customers.STATUS_DESCRIPTION')}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
          error={fieldError(errors.description)}
          required={isOtherConfirmationStatusReason(reason)}
        />
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onBack}>
            {t('customers.BACK_TO_CUSTOMER')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('customers.STATUS_SUBMIT')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
