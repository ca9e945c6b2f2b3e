import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerLater, SERVICE_WORKER_DELAY_MS } from './register-service-worker';

describe('registerServiceWorkerLater', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers only once the start has had its time, not with the first render', async () => {
    const register = vi.fn(() => Promise.resolve());
    const registered = registerServiceWorkerLater(register);

    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    await registered;
    expect(register).toHaveBeenCalledTimes(1);
  });
});
