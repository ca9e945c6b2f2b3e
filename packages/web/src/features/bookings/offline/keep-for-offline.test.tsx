import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import type { RecordedCall } from '../../../test/fake-server';
import { meAnswer } from '../../../test/me-answer';
import { renderRoutes } from '../../../test/render';
import { KeepForOffline } from './keep-for-offline';

function server(call: RecordedCall) {
  if (call.url === '/caregiver-app/me') return json(200, meAnswer());
  if (call.url === '/graphql' && call.body?.includes('query DiaryBookings')) {
    return json(200, { data: { allBookings: [], earlierUndocumented: [], earliest: [] } });
  }
  return json(404, { status: 404, errorCode: 'NOT_FOUND' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the device's copy for offline use (issue 14)", () => {
  it('is filled only once the first seconds after the start have passed (issue 16)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signIn();
    const { client, calls } = await testClient(server);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <h1>Kalender</h1>
              <KeepForOffline />
            </>
          ),
        },
      ],
      { client },
    );
    await screen.findByRole('heading', { name: 'Kalender' });
    const asksForMe = () => calls.some((call) => call.url === '/caregiver-app/me');
    await vi.waitFor(() => {
      expect(calls.some((call) => call.body?.includes('query DiaryBookings'))).toBe(true);
    });

    // Five seconds in, the caregiver's first taps still have the phone to themselves.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asksForMe()).toBe(false);

    await vi.advanceTimersByTimeAsync(1_500);
    await vi.waitFor(() => expect(asksForMe()).toBe(true));
  });
});
