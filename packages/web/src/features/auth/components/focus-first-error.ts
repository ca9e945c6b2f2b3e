import type { UseFormReturnType } from '@mantine/form';
import type { FormErrors } from '@mantine/form';

/** After a failed validation, the keyboard lands on the first field to correct. */
export function focusFirstError<Values>(
  form: Pick<UseFormReturnType<Values>, 'getInputNode'>,
  errors: FormErrors,
): void {
  const [first] = Object.keys(errors);
  if (first === undefined) return;
  form.getInputNode(first as never)?.focus();
}
