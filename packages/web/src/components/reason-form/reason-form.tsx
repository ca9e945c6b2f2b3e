import type { MantineColor } from '@mantine/core';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { CountedTextFieldProps } from '../counted-text-field';
import type { FailedCall } from '../../lib/error-message';
import { useErrorMessage } from '../../lib/error-message';
import { CountedTextField } from '../counted-text-field';
import { useOnlineOnly } from '../sync/online-only';
import type { FieldErrorsState } from './use-field-errors';

/** The default row of a reason form's two buttons: side by side at the end. */
function ButtonRow({ children }: { children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm">
      {children}
    </Group>
  );
}

/**
 * The frame the reason forms share (cancel a booking, decline a proposal or a first appointment,
 * the first appointment's status): the fields, the failed call's message as an alert, and a way
 * back beside the submit button. The browser's own checks stay off (`noValidate`): the form's
 * schema refuses, with the app's texts, on submit. Every one of them sends to the server: offline
 * the submit is disabled with the reason (issue 39) rather than spinning until the connection.
 */
export function ReasonForm(props: {
  onSubmit: () => void;
  /** The form's call: its failure shows as an alert, and the submit button spins meanwhile. */
  call: { isPending: boolean; isError: boolean; error: unknown };
  /** A call the error catalogue has its own failure message for (lib/error-message.ts). */
  failedCall?: FailedCall;
  /** A failure the call answered with rather than threw (shown in place of the call's error). */
  failure?: string | null;
  backLabel: string;
  onBack: () => void;
  submitLabel: string;
  submitColor?: MantineColor;
  /** How the two buttons stand; a Group at the end unless the feature has its own row. */
  Buttons?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
  /** Beside the form's stack, e.g. a confirmation dialog. */
  after?: ReactNode;
}) {
  const errorMessage = useErrorMessage(props.failedCall);
  const Buttons = props.Buttons ?? ButtonRow;
  const failure = props.failure ?? (props.call.isError ? errorMessage(props.call.error) : null);
  const online = useOnlineOnly();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Stack gap="md">
        {props.children}
        {failure !== null && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {online.reason}
        <Buttons>
          <Button variant="default" onClick={props.onBack}>
            {props.backLabel}
          </Button>
          <Button
            type="submit"
            color={props.submitColor}
            loading={props.call.isPending}
            {...online.actionProps}
          >
            {props.submitLabel}
          </Button>
        </Buttons>
      </Stack>
      {props.after}
    </form>
  );
}

/**
 * A reason form's counted free text, bound to its field's refusal: it shows it, and drops it as
 * soon as the caregiver types.
 */
export function ReasonTextField<Field extends string>(
  props: Omit<CountedTextFieldProps, 'onChange' | 'error'> & {
    onValue: (value: string) => void;
    errors: Pick<FieldErrorsState<Field>, 'of' | 'clear'>;
    field: Field;
  },
) {
  const { onValue, errors, field, ...rest } = props;
  return (
    <CountedTextField
      {...rest}
      onChange={(event) => {
        onValue(event.currentTarget.value);
        errors.clear(field);
      }}
      error={errors.of(field)}
    />
  );
}
