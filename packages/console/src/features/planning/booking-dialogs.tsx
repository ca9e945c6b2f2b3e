import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../lib/api-context';
import { errorMessage, fieldProblems } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import type { BookingRow, Warning } from '../../lib/types';
import { VisitTimeFields, isPlannableTime } from '../../components/visit-time-fields';

export type ContractChoice = { id: string; label: string };

function ServerError({ error }: { error: unknown }) {
  const { t } = useT();
  return (
    <Alert color="red" role="alert">
      {errorMessage(error, t)}
      {fieldProblems(error).map((problem) => (
        <Text key={problem} size="sm">
          {problem}
        </Text>
      ))}
    </Alert>
  );
}

function useInvalidateWeeks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['week'] });
}

export function CreateBookingDialog({
  opened,
  onClose,
  contracts,
  defaultDate,
  onWarnings,
}: {
  opened: boolean;
  onClose: () => void;
  contracts: ContractChoice[];
  defaultDate: string;
  onWarnings: (warnings: Warning[]) => void;
}) {
  const { t } = useT();
  const api = useApi();
  const invalidate = useInvalidateWeeks();
  const [contractId, setContractId] = useState<string | null>(contracts[0]?.id ?? null);
  const [date, setDate] = useState(defaultDate);
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('10:00');
  const [repeatWeeks, setRepeatWeeks] = useState<number>(1);
  const create = useMutation({
    mutationFn: () =>
      api.request<{ bookings: BookingRow[]; warnings: Warning[] }>('/ops/planning/bookings', {
        method: 'POST',
        json: { contractId, date, start, end, ...(repeatWeeks > 1 ? { repeatWeeks } : {}) },
      }),
    onSuccess: async (result) => {
      onWarnings(result.warnings);
      await invalidate();
      onClose();
    },
  });
  const valid =
    contractId !== null &&
    date !== '' &&
    isPlannableTime(start, end) &&
    repeatWeeks >= 1 &&
    repeatWeeks <= 52;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) create.mutate();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('action.close') }}
      opened={opened}
      onClose={onClose}
      title={t('planning.create')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('planning.contract')}
            required
            data={contracts.map((contract) => ({ value: contract.id, label: contract.label }))}
            value={contractId}
            onChange={setContractId}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <VisitTimeFields
            date={date}
            start={start}
            end={end}
            onDate={setDate}
            onStart={setStart}
            onEnd={setEnd}
          />
          <TextInput
            label={t('planning.repeatWeeks')}
            description={t('planning.repeatWeeksHint')}
            type="number"
            min={1}
            max={52}
            step={1}
            value={String(repeatWeeks)}
            error={
              valid || (repeatWeeks >= 1 && repeatWeeks <= 52)
                ? undefined
                : t('planning.repeatWeeksHint')
            }
            onChange={(event) =>
              setRepeatWeeks(Number.parseInt(event.currentTarget.value, 10) || 0)
            }
          />
          {create.isError && <ServerError error={create.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} type="button">
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={create.isPending}>
              {t('planning.createSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function MoveBookingDialog({
  booking,
  onClose,
  onWarnings,
}: {
  booking: BookingRow;
  onClose: () => void;
  onWarnings: (warnings: Warning[]) => void;
}) {
  const { t } = useT();
  const api = useApi();
  const invalidate = useInvalidateWeeks();
  const [date, setDate] = useState(booking.date);
  const [start, setStart] = useState(booking.start);
  const [end, setEnd] = useState(booking.end);
  const move = useMutation({
    mutationFn: () =>
      api.request<{ booking: BookingRow; warnings: Warning[] }>(
        `/ops/planning/bookings/${encodeURIComponent(booking.id)}`,
        { method: 'PATCH', json: { date, start, end } },
      ),
    onSuccess: async (result) => {
      onWarnings(result.warnings);
      await invalidate();
      onClose();
    },
  });
  const valid = date !== '' && isPlannableTime(start, end);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('action.close') }}
      opened
      onClose={onClose}
      title={t('planning.moveTitle', { name: booking.careReceiverName })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) move.mutate();
        }}
        noValidate
      >
        <Stack>
          <VisitTimeFields
            date={date}
            start={start}
            end={end}
            onDate={setDate}
            onStart={setStart}
            onEnd={setEnd}
          />
          {move.isError && <ServerError error={move.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} type="button">
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={move.isPending}>
              {t('planning.moveSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export const CANCEL_REASON_MAX = 500;

export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: BookingRow;
  onClose: () => void;
}) {
  const { t } = useT();
  const api = useApi();
  const invalidate = useInvalidateWeeks();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () =>
      api.request<{ booking: BookingRow }>(
        `/ops/planning/bookings/${encodeURIComponent(booking.id)}/cancel`,
        { method: 'POST', json: { reason: reason.trim() } },
      ),
    onSuccess: async () => {
      await invalidate();
      onClose();
    },
  });
  const valid = reason.trim() !== '' && reason.length <= CANCEL_REASON_MAX;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('action.close') }}
      opened
      onClose={onClose}
      title={t('planning.cancelTitle', { name: booking.careReceiverName })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) cancel.mutate();
        }}
        noValidate
      >
        <Stack>
          <Text size="sm">
            {booking.date} · {booking.start}–{booking.end} · {booking.caregiverName}
          </Text>
          <Textarea
            label={t('planning.cancelReason')}
            required
            autosize
            minRows={3}
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {cancel.isError && <ServerError error={cancel.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} type="button">
              {t('action.back')}
            </Button>
            <Button type="submit" color="red" disabled={!valid} loading={cancel.isPending}>
              {t('planning.cancelSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
