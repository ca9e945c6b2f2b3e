import type { CancellationParty } from '@careport/domain';
import {
  CANCELLATION_PARTIES,
  cancelBookingFormSchema,
  isOtherCancellationReason,
} from '@careport/domain';
import { Group, Radio, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonForm, ReasonTextField } from '../../../components/reason-form/reason-form';
import { errorsFromIssues, useFieldErrors } from '../../../components/reason-form/use-field-errors';
import { useLocale } from '../../../lib/i18n';
import { useCancelBooking } from '../api/cancel-booking';
import { FormButtons } from './form-buttons';
import type { CancellationReasons } from '../api/get-cancellation-reasons';

const FIELDS = ['party', 'reason', 'extraReason'] as const;

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
  const cancellation = useCancelBooking(props.bookingId);
  const [party, setParty] = useState<CancellationParty | ''>('');
  const [reason, setReason] = useState<string | null>(null);
  const [extraReason, setExtraReason] = useState('');
  const errors = useFieldErrors<(typeof FIELDS)[number]>();
  const isOther = reason !== null && isOtherCancellationReason(reason);

  const submit = () => {
    const parsed = cancelBookingFormSchema.safeParse({
      party,
      reason: reason ?? '',
      extraReason: isOther ? extraReason : '',
    });
    errors.show(errorsFromIssues(parsed.error?.issues ?? [], FIELDS));
    if (!parsed.success) return;
    cancellation.mutate(parsed.data, { onSuccess: props.onCancelled });
  };

  return (
    <ReasonForm
      onSubmit={submit}
      call={cancellation}
      failedCall="booking-call"
      backLabel={t('diary.LEAVE_CANCEL_FORM')}
      onBack={props.onBack}
      submitLabel={t('diary.CANCEL_BOOKING')}
      submitColor="red"
      Buttons={FormButtons}
    >
      <Radio.Group
        label={t('diary.PARTY_LABEL')}
        value={party}
        onChange={(value) => {
          setParty(CANCELLATION_PARTIES.find((option) => option === value) ?? '');
          setReason(null);
          errors.clear('party', 'reason');
        }}
        error={errors.of('party')}
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
          errors.clear('reason', 'extraReason');
        }}
        disabled={party === ''}
        error={errors.of('reason')}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {isOther && (
        <ReasonTextField
          label={t('diary.EXTRA_REASON_LABEL')}
          value={extraReason}
          onValue={setExtraReason}
          errors={errors}
          field="extraReason"
          required
        />
      )}
    </ReasonForm>
  );
}
