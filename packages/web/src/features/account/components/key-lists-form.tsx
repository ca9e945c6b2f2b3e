import { Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { hasSameKeys, KeyChecklist } from './key-checklist';
import { StickySaveBar } from './sticky-save-bar';

export type KeyList = {
  name: string;
  legend: ReactNode;
  options: readonly { key: string; label: string }[];
};

/**
 * A profile form of one or more key checklists (services, qualifications, languages) with the
 * sticky save bar: save is enabled only once a list changed (spec 2 §4). `validate` answers a
 * message key per list name, or nothing.
 */
export function KeyListsForm(props: {
  lists: readonly KeyList[];
  initial: Record<string, string[]>;
  isSaving: boolean;
  error: unknown;
  onSave: (values: Record<string, string[]>) => void;
  validate?: (values: Record<string, string[]>) => Record<string, string>;
  fieldError: (key: string | undefined) => string | undefined;
}) {
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isDirty = props.lists.some(
    (list) => !hasSameKeys(values[list.name] ?? [], props.initial[list.name] ?? []),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = props.validate?.(values) ?? {};
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSave(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {props.lists.map((list) => (
          <KeyChecklist
            key={list.name}
            legend={list.legend}
            options={list.options}
            value={values[list.name] ?? []}
            onChange={(keys) => setValues({ ...values, [list.name]: keys })}
            error={props.fieldError(errors[list.name])}
          />
        ))}
        <StickySaveBar
          isDirty={isDirty}
          isSaving={props.isSaving}
          error={props.error}
          onReset={() => {
            setValues(props.initial);
            setErrors({});
          }}
        />
      </Stack>
    </form>
  );
}
