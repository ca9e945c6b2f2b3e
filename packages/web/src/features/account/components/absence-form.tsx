import {
  ABSENCE_REASONS,
  absenceSchema,
  coupleAbsenceDates,
  type AbsenceInput,
} from '@careport/domain';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { useOnlineOnly } from '../../../components/sync/online-only';
import { useErrorMessage } from '../../../lib/error-message';
import { useFieldError } from '../../../lib/field-error';
import { useSaveAbsence } from '../api/save-absence';
import { DayDateInput } from './day-date-input';

/**
 * spec 2 §2, §4, §5: the inline create and edit form of an absence. Moving the start past the end
 * moves the end, and moving the end before the start moves the start.
 */
export function AbsenceForm(props: {
  absenceId?: string;
  initial: AbsenceInput;
  onDone: () => void;
  /** Issue 39: offline the save is disabled; the screen shows the reason once. */
  online: ReturnType<typeof useOnlineOnly>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage('absence-save');
  const save = useSaveAbsence();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setDate = (changed: 'from' | 'to', value: string) =>
    setValues({ ...values, ...coupleAbsenceDates({ ...values, [changed]: value }, changed) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = absenceSchema.safeParse(values);
    if (!result.success) {
      setErrors(Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    save.mutate(
      { ...result.data, ...(props.absenceId ? { id: props.absenceId } : {}) },
      { onSuccess: props.onDone },
    );
  };
  const title = props.absenceId ? t('account.EDIT_ABSENCE') : t('account.ADD_ABSENCE');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={title}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DayDateInput
            label={t('account.ABSENCE_FROM')}
            value={values.from}
            onChange={(value) => setDate('from', value)}
            error={fieldError(errors.from)}
          />
          <DayDateInput
            label={t('account.ABSENCE_TO')}
            value={values.to}
            onChange={(value) => setDate('to', value)}
            error={fieldError(errors.to)}
          />
        </SimpleGrid>
        <Select
          label={t('account.ABSENCE_REASON')}
          size="md"
          data={ABSENCE_REASONS.map((reason) => ({
            value: reason,
            label: t(`labels.absenceReason.${reason}`),
          }))}
          value={values.reason}
          onChange={(value) => {
            if (value) setValues({ ...values, reason: value });
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('account.SAVE_ERROR', { message: errorMessage(save.error) })}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onDone} disabled={save.isPending}>
            {t('account.CANCEL')}
          </Button>
          <Button type="submit" loading={save.isPending} {...props.online.actionProps}>
            {t('account.SAVE')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
