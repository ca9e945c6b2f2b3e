import { useCallback, useEffect, useRef, useState } from 'react';

type SubmissionState = { isPending: boolean; error: unknown; isError: boolean };

const IDLE: SubmissionState = { isPending: false, error: undefined, isError: false };

export type Submission<Input, Output> = SubmissionState & {
  /** Runs the action; a second submit while one is pending is ignored (a double tap). */
  submit(input: Input, handlers?: { onSuccess?: (output: Output) => void }): void;
};

/**
 * One form's submission on the logged-out screens: pending and error state for one async call.
 * Those screens run before the signed-in area loads TanStack Query (issue 5 §3: /login's first
 * visit), and a single call needs none of its cache.
 */
export function useSubmission<Input, Output>(
  action: (input: Input) => Promise<Output>,
): Submission<Input, Output> {
  const [state, setState] = useState<SubmissionState>(IDLE);
  const isPending = useRef(false);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const submit = useCallback<Submission<Input, Output>['submit']>(
    (input, handlers) => {
      if (isPending.current) return;
      isPending.current = true;
      setState({ isPending: true, error: undefined, isError: false });
      action(input).then(
        (output) => {
          isPending.current = false;
          if (!isMounted.current) return;
          setState(IDLE);
          handlers?.onSuccess?.(output);
        },
        (error: unknown) => {
          isPending.current = false;
          if (isMounted.current) setState({ isPending: false, error, isError: true });
        },
      );
    },
    [action],
  );
  return { ...state, submit };
}
