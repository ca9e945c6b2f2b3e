import { REQUEST_TIMEOUT_MS, retryDelayMs, shouldRetry } from '@careport/domain';
import { ApiError, FAILED_TO_FETCH, OAUTH_ERROR } from './api-error';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export type SendDependencies = {
  fetch: FetchFunction;
  sleep: (milliseconds: number) => Promise<void>;
};

export type SendInput = {
  url: string;
  init: RequestInit;
  /** A token call's failure without an answer is OAUTH_ERROR (spec 2 §7). */
  isTokenCall: boolean;
  signal?: AbortSignal | undefined;
};

export type Reply = { status: number; body: unknown };

export function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** The body as JSON when it is JSON, as text otherwise, undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

class RequestTimeout extends Error {}

/** One attempt, abandoned after REQUEST_TIMEOUT_MS (spec 1 §9, spec 2 §9: 120 s). */
export async function sendOnce(
  dependencies: Pick<SendDependencies, 'fetch'>,
  input: SendInput,
): Promise<Reply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RequestTimeout()), REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(input.signal?.reason);
  input.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await dependencies.fetch(input.url, {
      ...input.init,
      signal: controller.signal,
    });
    return { status: response.status, body: await readBody(response) };
  } catch (error) {
    // The caller cancelled (a query no longer needed): not a failure to report.
    if (input.signal?.aborted) throw error;
    const isTimeout = controller.signal.reason instanceof RequestTimeout;
    throw new ApiError({
      httpStatus: 0,
      errorCode: input.isTokenCall ? OAUTH_ERROR : FAILED_TO_FETCH,
      message: isTimeout ? 'Request timed out' : 'Failed to fetch',
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * Sends one request, retrying 500, 502, 503 and 504 after 100 × (2^attempt + 4) ms and giving up
 * after more than 7 attempts (spec 1 §9, spec 2 §9). Any other answer is returned as it is.
 */
export async function sendWithRetries(
  dependencies: SendDependencies,
  input: SendInput,
): Promise<Reply> {
  for (let attemptNumber = 0; ; attemptNumber++) {
    const reply = await sendOnce(dependencies, input);
    if (!shouldRetry(reply.status, attemptNumber)) return reply;
    await dependencies.sleep(retryDelayMs(attemptNumber));
  }
}
