import { FREE_TEXT_MAX_LENGTH } from '@careport/domain/catalogue';
import { Alert, Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../lib/api-context';
import { addDays, isDay, today } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';

/**
 * spec 1 §3 cancelationScheduledFor: the collaboration ends at the start of the chosen day
 * (Berlin). The reason goes to the audit trail with the change (record 0105).
 */
export function EndCollaborationForm({ contractId }: { contractId: string }) {
  const { t } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const tomorrow = addDays(today(), 1);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);

  const send = useMutation({
    mutationFn: () =>
      api.request<{ bookings_after_end: number }>(
        `/ops/contracts/${encodeURIComponent(contractId)}/cancel`,
        {
          method: 'POST',
          json: { scheduled_for: day, ...(reason.trim() ? { reason: reason.trim() } : {}) },
        },
      ),
    onSuccess: async (result) => {
      notifications.show({
        closeButtonProps: { 'aria-label': t('action.close') },
        color: 'green',
        message: t('endCollaboration.saved', { count: result.bookings_after_end }),
      });
      setTried(false);
      await queryClient.invalidateQueries({ queryKey: ['contract', contractId] });
      await queryClient.invalidateQueries({ queryKey: ['contracts'] });
    },
  });

  const dayInvalid = !isDay(day) || day < tomorrow;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!dayInvalid) send.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="end-collaboration-form">
      <Stack gap="sm">
        <Title order={2} size="h4" id="end-collaboration-form">
          {t('endCollaboration.title')}
        </Title>
        <TextInput
          type="date"
          label={t('endCollaboration.date')}
          description={t('endCollaboration.dateHint')}
          required
          min={tomorrow}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          error={tried && dayInvalid ? t('endCollaboration.dateInvalid') : undefined}
        />
        <Textarea
          label={t('endCollaboration.reason')}
          value={reason}
          maxLength={FREE_TEXT_MAX_LENGTH}
          autosize
          minRows={2}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {send.isError && (
          <Alert color="red" role="alert">
            {errorMessage(send.error, t)}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('endCollaboration.submit')}
        </Button>
      </Stack>
    </form>
  );
}
