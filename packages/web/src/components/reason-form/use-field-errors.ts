import { useState } from 'react';
import { useFieldError } from '../../lib/field-error';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The first message a schema gave each of `fields` (by the issue's first path segment), so a
 * field shows one refusal at a time.
 */
export function errorsFromIssues<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return errors;
}

export type FieldErrorsState<Field extends string> = {
  /** The translated refusal of `field`, for a Mantine input's `error`. */
  of: (field: Field) => string | undefined;
  /** Shows `next` in place of what was shown; true when there is nothing to refuse. */
  show: (next: FieldErrors<Field>) => boolean;
  clear: (...fields: Field[]) => void;
  clearAll: () => void;
};

/**
 * A form's refusals per field, shown translated (the schemas' messages are `validation` keys).
 * A field's refusal goes as soon as the caregiver changes what it was about.
 */
export function useFieldErrors<Field extends string>(): FieldErrorsState<Field> {
  const fieldError = useFieldError();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  return {
    of: (field: Field) => fieldError(errors[field]),
    show: (next: FieldErrors<Field>) => {
      setErrors(next);
      return Object.keys(next).length === 0;
    },
    clear: (...fields: Field[]) =>
      setErrors((current) => {
        const next = { ...current };
        for (const field of fields) delete next[field];
        return next;
      }),
    clearAll: () => setErrors({}),
  };
}
