import type { BookingInterval } from '@careport/domain';
import {
  adjustEndOnEndChange,
  adjustEndOnStartChange,
  appointmentEditFormSchema,
  appointmentFormSchema,
  bookingDurationLevel,
  countOverlaps,
  documentationMonthOf,
  durationInMinutes,
  formatDate,
  formatTime,
  recurringIntervals,
} from '@careport/domain';
import { Alert, Button, List, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useFieldError } from '../../../lib/field-error';
import type { DiaryBooking } from '../api/get-diary-bookings';
import type { SaveAppointmentsResult } from '../api/save-appointments';
import { useSaveAppointments } from '../api/save-appointments';
import { pickerDateRange } from './picker-date-range';
import { DateTimeField } from '../../../components/date-time-field';
import { DurationNotice } from './duration-notice';
import { ReliefHint } from './relief-hint';
import { FormButtons } from './form-buttons';

export type AppointmentFormProps = {
  /** 'create' adds bookings for the chosen contract; 'edit' moves one booking. */
  mode: { kind: 'create' } | { kind: 'edit'; bookingId: string; confirmsFirstBooking: boolean };
  initial: { contractId: string | null; startDate: Date; endDate: Date };
  /** The customer field: a picker when creating, the fixed name when editing. */
  renderCustomer: (props: {
    contractId: string | null;
    onChange: (contractId: string | null) => void;
    error: string | undefined;
  }) => ReactNode;
  /** The caregiver's other bookings, for the overlap count (undefined while loading). */
  existingBookings: DiaryBooking[] | undefined;
  onSaved: (result: SaveAppointmentsResult) => void;
  onCancel: () => void;
};

type FieldErrors = { contractId?: string; endDate?: string };

/**
 * spec 1 §2, §5 Add and edit appointment: customer, start and end, the recurring toggle (create
 * only), the duration warning and error, the overlap count, and per-slot errors on failure.
 */
/** How many of the new appointments fall in the Berlin month of `startDate` (the hint's month). */
function slotsInMonthOf(slots: readonly BookingInterval[], startDate: Date): number {
  const { year, month } = documentationMonthOf(startDate);
  return slots.filter((slot) => {
    const of = documentationMonthOf(slot.startDate);
    return of.year === year && of.month === month;
  }).length;
}

export function AppointmentForm(props: AppointmentFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage('booking-call');
  const save = useSaveAppointments();
  const [contractId, setContractId] = useState(props.initial.contractId);
  const [startDate, setStartDate] = useState(props.initial.startDate);
  const [endDate, setEndDate] = useState(props.initial.endDate);
  const [isRecurring, setIsRecurring] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<SaveAppointmentsResult | null>(null);
  const isCreate = props.mode.kind === 'create';
  const editedId = props.mode.kind === 'edit' ? props.mode.bookingId : undefined;

  const minutes = durationInMinutes(startDate, endDate);
  const isBlocked = bookingDurationLevel(minutes) === 'error';
  const slots: BookingInterval[] =
    isCreate && isRecurring ? recurringIntervals({ startDate, endDate }) : [{ startDate, endDate }];
  // spec 1 §5: overlaps are counted against the caregiver's other bookings and reported.
  const overlapCount =
    props.existingBookings === undefined
      ? 0
      : slots.reduce(
          (sum, slot) =>
            sum +
            countOverlaps(
              { ...slot, ...(editedId ? { bookingId: editedId } : {}) },
              props.existingBookings ?? [],
            ),
          0,
        );
  const range = pickerDateRange(new Date());

  const changeStart = (next: Date) => {
    setStartDate(next);
    // spec 1 §5 end-time rule when the start changes.
    setEndDate(adjustEndOnStartChange(next, endDate));
    setResult(null);
  };
  const changeEnd = (next: Date) => {
    setEndDate(adjustEndOnEndChange(startDate, next));
    setResult(null);
  };

  const submit = () => {
    const values = { startDate: startDate.toISOString(), endDate: endDate.toISOString() };
    const parsed = isCreate
      ? appointmentFormSchema.safeParse({ ...values, contractId: contractId ?? '', isRecurring })
      : appointmentEditFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'contractId' || field === 'endDate') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const input =
      props.mode.kind === 'create'
        ? { mode: 'create' as const, contractId: contractId ?? '', slots }
        : {
            mode: 'update' as const,
            bookingId: props.mode.bookingId,
            confirmsFirstBooking: props.mode.confirmsFirstBooking,
            slots: [{ startDate, endDate }] as [BookingInterval],
          };
    save.mutate(input, {
      onSuccess: (outcome) => {
        setResult(outcome);
        if (outcome.failures.length === 0) props.onSaved(outcome);
      },
      onError: (error) => setResult({ savedCount: 0, failures: [{ slot: slots[0]!, error }] }),
    });
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
        {props.renderCustomer({
          contractId,
          onChange: (next) => {
            setContractId(next);
            setErrors((current) => ({ ...current, contractId: undefined }));
          },
          error: fieldError(errors.contractId),
        })}
        <DateTimeField
          dateLabel={t('diary.START_DATE')}
          timeLabel={t('diary.START_TIME')}
          value={startDate}
          onChange={changeStart}
          {...range}
        />
        <DateTimeField
          dateLabel={t('diary.END_DATE')}
          timeLabel={t('diary.END_TIME')}
          value={endDate}
          onChange={changeEnd}
          error={fieldError(errors.endDate)}
          {...range}
        />
        <DurationNotice minutes={minutes} />
        {/* Issue 12: the §45b relief amount this month (only for customers who pay through it). */}
        {isCreate && contractId !== null && !isBlocked && (
          <ReliefHint
            contractId={contractId}
            startDate={startDate}
            addedMinutes={minutes * slotsInMonthOf(slots, startDate)}
          />
        )}
        {isCreate && (
          <Stack gap={6}>
            <Switch
              label={t('diary.RECURRING')}
              checked={isRecurring}
              onChange={(event) => setIsRecurring(event.currentTarget.checked)}
              thumbIcon={isRecurring ? <IconRepeat size={12} aria-hidden /> : undefined}
            />
            {isRecurring && (
              <div>
                <Text fz="sm" c="dimmed">
                  {t('diary.RECURRING_HINT')}
                </Text>
                <List fz="sm" spacing={2}>
                  {slots.map((slot) => (
                    <List.Item key={slot.startDate.toISOString()}>
                      {formatDate(slot.startDate)},{' '}
                      {t('diary.TIME_RANGE', {
                        start: formatTime(slot.startDate),
                        end: formatTime(slot.endDate),
                      })}
                    </List.Item>
                  ))}
                </List>
              </div>
            )}
          </Stack>
        )}
        {overlapCount > 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            role="status"
          >
            {t('bookings.OVERLAP_COUNT', { count: overlapCount })}
          </Alert>
        )}
        {result !== null && result.failures.length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t('diary.SAVE_FAILED')}>
            <Stack gap={4}>
              {result.failures.map((failure) => (
                <Text key={failure.slot.startDate.toISOString()} fz="sm">
                  {/* spec 1 §8: a failed create or update names its slot's date and time. */}
                  {t('errors.ERROR_RESPONSE_FOR_SLOT', {
                    date: formatDate(failure.slot.startDate),
                    time: formatTime(failure.slot.startDate),
                    message: errorMessage(failure.error),
                  })}
                </Text>
              ))}
              {result.savedCount > 0 && (
                <Text fz="sm" fw={600}>
                  {t('diary.PARTLY_SAVED', {
                    saved: result.savedCount,
                    total: result.savedCount + result.failures.length,
                  })}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        <FormButtons>
          <Button variant="default" onClick={props.onCancel}>
            {t('diary.CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending}>
            {isCreate
              ? t(isRecurring ? 'diary.SUBMIT_CREATE_RECURRING' : 'diary.SUBMIT_CREATE')
              : t('diary.SUBMIT_UPDATE')}
          </Button>
        </FormButtons>
      </Stack>
    </form>
  );
}
