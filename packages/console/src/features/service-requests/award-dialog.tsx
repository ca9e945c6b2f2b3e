// Issue 40: the award of an accepted proposal, with the first appointment the dispatcher agreed
// with the customer. It starts at the time an award without one would make (the request's day at
// 10:00) and, like the CLI's `award --start --end`, may lie in the past: a visit that took place
// before it was entered (record 0123).
import { berlinInstant } from '@careport/domain/booking';
import { formatTime, toDayDate } from '@careport/domain/format';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { VisitTimeFields, isPlannableTime } from '../../components/visit-time-fields';
import { useApi } from '../../lib/api-context';
import { isDay } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import type { ProposalAnswer } from '../../lib/types';

const nameOf = (proposal: ProposalAnswer) =>
  `${proposal.caregiver.first_name} ${proposal.caregiver.last_name}`;

export function AwardDialog({
  proposal,
  onClose,
}: {
  proposal: ProposalAnswer | null;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('action.close') }}
      opened={proposal !== null}
      onClose={onClose}
      title={proposal ? t('award.title', { name: nameOf(proposal) }) : ''}
    >
      {/* Keyed so each proposal's dialog starts from its own requested time. */}
      {proposal && <AwardForm key={proposal.proposal_id} proposal={proposal} onDone={onClose} />}
    </Modal>
  );
}

function AwardForm({ proposal, onDone }: { proposal: ProposalAnswer; onDone: () => void }) {
  const { t } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const requested = proposal.requested_first_booking;
  const [date, setDate] = useState(toDayDate(requested.start_date));
  const [start, setStart] = useState(formatTime(requested.start_date));
  const [end, setEnd] = useState(formatTime(requested.end_date));
  // "Begun" is judged against the time the dialog opened: render stays pure.
  const [openedAt] = useState(() => Date.now());
  const award = useMutation({
    mutationFn: () =>
      api.request<{ contract_id: string }>(
        `/ops/service-requests/${encodeURIComponent(proposal.service_request_id)}/award`,
        {
          method: 'POST',
          json: {
            caregiver_email: proposal.caregiver.email,
            start_date: berlinInstant(date, start).toISOString(),
            end_date: berlinInstant(date, end).toISOString(),
          },
        },
      ),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('proposals.awarded') });
      await queryClient.invalidateQueries({ queryKey: ['proposals'] });
      onDone();
    },
  });
  const valid = isDay(date) && isPlannableTime(start, end);
  const begun = valid && berlinInstant(date, start).getTime() <= openedAt;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) award.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('award.intro')}</Text>
        <VisitTimeFields
          date={date}
          start={start}
          end={end}
          onDate={setDate}
          onStart={setStart}
          onEnd={setEnd}
        />
        {begun && (
          <Alert variant="light" color="orange" p="xs" role="status">
            {t('award.past')}
          </Alert>
        )}
        {award.isError && (
          <Alert color="red" role="alert">
            {errorMessage(award.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" disabled={!valid} loading={award.isPending}>
            {t('proposals.award')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
