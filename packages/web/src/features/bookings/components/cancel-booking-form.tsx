import type { CancellationParty } from '@careport/domain';
import {
  CANCELLATION_PARTIES,
  cancelBookingFormSchema,
  isOtherCancellationReason,
} from '@careport/domain';
import { Alert, Button, Group, Radio, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../components/counted-text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useFieldError } from '../../../lib/field-error';
import { useLocale } from '../../../lib/i18n';
import { useCancelBooking } from '../api/cancel-booking';
import { FormButtons } from './form-buttons';
import type { CancellationReasons } from '../api/get-cancellation-reasons';

type Errors = { party?: string; reason?: string; extraReason?: string };

/**
 * spec 1 §5 Cancel: who cancelled, the reason (from that party's list), and for an 'other' reason
 * a text of at most 100 characters; 'Please select a reason' / 'please provide a reason'.
 */
export function CancelBookingForm(props: {
  bookingId: string;
  reasons: CancellationReasons;
  onCancelled: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const cancellation = useCancelBooking(props.bookingId);
  const [party, setParty] = useState<CancellationParty | ''>('');
  const [reason, setReason] = useState<string | null>(null);
  const [extraReason, setExtraReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const isOther = reason !== null && isOtherCancellationReason(reason);

  const submit = () => {
    const parsed = cancelBookingFormSchema.safeParse({
      party,
      reason: reason ?? '',
      extraReason: isOther ? extraReason : '',
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'party' || field === 'reason' || field === 'extraReason') {
          next[field] ??= issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    cancellation.mutate(parsed.data, { onSuccess: props.onCancelled });
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
          label={t('diary.PARTY_LABEL')}
          value={party}
          onChange={(value) => {
            setParty(CANCELLATION_PARTIES.find((option) => option === value) ?? '');
            setReason(null);
            setErrors((current) => ({ ...current, party: undefined, reason: undefined }));
          }}
          error={fieldError(errors.party)}
          required
        >
          <Group gap="lg" mt={6}>
            {CANCELLATION_PARTIES.map((value) => (
              <Radio key={value} value={value} label={t(`labels.cancellationParty.${value}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Select
          label={t('diary.REASON_LABEL')}
          placeholder={t('diary.REASON_PLACEHOLDER')}
          data={(party === '' ? [] : props.reasons[party]).map((option) => ({
            value: option.key,
            label: option.label[locale],
          }))}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setErrors((current) => ({ ...current, reason: undefined, extraReason: undefined }));
          }}
          disabled={party === ''}
          error={fieldError(errors.reason)}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {isOther && (
          <CountedTextField
            label={t('diary.EXTRA_REASON_LABEL')}
            value={extraReason}
            onChange={(event) => {
              setExtraReason(event.currentTarget.value);
              setErrors((current) => ({ ...current, extraReason: undefined }));
            }}
            error={fieldError(errors.extraReason)}
            required
          />
        )}
        {cancellation.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(cancellation.error)}
          </Alert>
        )}
        <FormButtons>
          <Button variant="default" onClick={props.onBack}>
            {t('diary.LEAVE_CANCEL_FORM')}
          </Button>
          <Button type="submit" color="red" loading={cancellation.isPending}>
            {t('diary.CANCEL_BOOKING')}
          </Button>
        </FormButtons>
      </Stack>
    </form>
  );
}
