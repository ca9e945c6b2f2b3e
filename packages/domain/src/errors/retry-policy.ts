// spec 1 §9, spec 2 §9: timeouts and retries of every request.
export const REQUEST_TIMEOUT_MS = 120_000;
export const RETRYABLE_STATUSES: readonly number[] = [500, 502, 503, 504];
/** Attempts are counted from 0; the request is abandoned once more than 7 have been made. */
export const MAX_RETRY_ATTEMPTS = 7;

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.includes(status);
}

/** Delay before retry number `attempt` (0-based): 100 × (2^attempt + 4) ms. */
export function retryDelayMs(attempt: number): number {
  return 100 * (2 ** attempt + 4);
}

/** Whether another attempt may follow the failed attempt number `attempt` (0-based). */
export function shouldRetry(status: number, attempt: number): boolean {
  return isRetryableStatus(status) && attempt < MAX_RETRY_ATTEMPTS;
}
