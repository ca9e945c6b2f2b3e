import { FREE_TEXT_MAX_LENGTH } from '@careport/domain/catalogue';
import {
  CONFIRMATION_STATUS_UPDATE_REASONS,
  DIFFERENT_CAREGIVER_SUB_REASONS,
  FIRST_BOOKING_DECLINE_REASONS,
  type ConfirmationStatusUpdateReason,
  type FirstBookingDeclineReason,
} from '@careport/domain/definitions';
import { Alert, Button, Radio, Select, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';

/** spec 1 §3 Unsure reasons: the customer's 'maybe' (the server's UNSURE_REASONS). */
const UNSURE_REASONS = CONFIRMATION_STATUS_UPDATE_REASONS.filter(
  (reason): reason is Extract<ConfirmationStatusUpdateReason, `reason_${string}`> =>
    reason.startsWith('reason_'),
);

/** Record 0110: the one decline reason that takes a sub-reason, sent apart as `sub_reason`. */
const DIFFERENT_CAREGIVER =
  'different_type_of_caregiver_needed' satisfies FirstBookingDeclineReason;

type Answer = 'confirm' | 'maybe' | 'decline';

/** spec 1 §4 First booking: the customer's answer, entered by the dispatcher. */
export function FirstBookingAnswerForm({ contractId }: { contractId: string }) {
  const { t } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<Answer>('confirm');
  const [reason, setReason] = useState<string | null>(null);
  const [subReason, setSubReason] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const hasSubReason = answer === 'decline' && reason === DIFFERENT_CAREGIVER;

  const send = useMutation({
    mutationFn: () =>
      api.request(`/ops/contracts/${encodeURIComponent(contractId)}/first-booking`, {
        method: 'POST',
        json:
          answer === 'confirm'
            ? { answer }
            : {
                answer,
                ...(reason ? { reason } : {}),
                ...(hasSubReason && subReason ? { sub_reason: subReason } : {}),
                ...(comment.trim() ? { comment: comment.trim() } : {}),
              },
      }),
    onSuccess: async () => {
      notifications.show({
        closeButtonProps: { 'aria-label': t('action.close') },
        color: 'green',
        message: t('firstBooking.saved'),
      });
      setReason(null);
      setSubReason(null);
      setComment('');
      setTried(false);
      await queryClient.invalidateQueries({ queryKey: ['contract', contractId] });
      await queryClient.invalidateQueries({ queryKey: ['contracts'] });
    },
  });

  const reasonMissing = answer === 'maybe' && reason === null;
  const commentMissing = answer === 'maybe' && reason === 'reason_other' && !comment.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reasonMissing && !commentMissing) send.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="first-booking-form">
      <Stack gap="sm">
        <Title order={2} size="h4" id="first-booking-form">
          {t('firstBooking.title')}
        </Title>
        <Radio.Group
          label={t('firstBooking.answer')}
          value={answer}
          onChange={(value) => {
            setAnswer(value === 'maybe' || value === 'decline' ? value : 'confirm');
            setReason(null);
            setSubReason(null);
          }}
        >
          <Stack gap={6} mt={4}>
            <Radio value="confirm" label={t('firstBooking.confirm')} />
            <Radio value="maybe" label={t('firstBooking.maybe')} />
            <Radio value="decline" label={t('firstBooking.decline')} />
          </Stack>
        </Radio.Group>
        {answer !== 'confirm' && (
          <>
            <Select
              label={t(
                answer === 'maybe' ? 'firstBooking.unsureReason' : 'firstBooking.declineReason',
              )}
              required={answer === 'maybe'}
              clearable={answer === 'decline'}
              value={reason}
              onChange={(value) => {
                setReason(value);
                // A sub-reason belongs to its one reason; another reason would be refused with it.
                if (value !== DIFFERENT_CAREGIVER) setSubReason(null);
              }}
              error={tried && reasonMissing ? t('firstBooking.reasonRequired') : undefined}
              data={(answer === 'maybe' ? UNSURE_REASONS : FIRST_BOOKING_DECLINE_REASONS).map(
                (value) => ({ value, label: t(`reason.${value}`) }),
              )}
              comboboxProps={{ withinPortal: true }}
            />
            {hasSubReason && (
              <Select
                label={t('firstBooking.subReason')}
                clearable
                value={subReason}
                onChange={setSubReason}
                data={DIFFERENT_CAREGIVER_SUB_REASONS.map((value) => ({
                  value,
                  label: t(`subReason.${value}`),
                }))}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Textarea
              label={t('firstBooking.comment')}
              required={reason === 'reason_other'}
              value={comment}
              maxLength={FREE_TEXT_MAX_LENGTH}
              autosize
              minRows={2}
              onChange={(event) => setComment(event.currentTarget.value)}
              error={tried && commentMissing ? t('firstBooking.commentRequired') : undefined}
            />
          </>
        )}
        {answer === 'decline' && (
          <Alert color="orange" variant="light">
            {t('firstBooking.declineEnds')}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert">
            {errorMessage(send.error, t)}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('firstBooking.submit')}
        </Button>
      </Stack>
    </form>
  );
}
