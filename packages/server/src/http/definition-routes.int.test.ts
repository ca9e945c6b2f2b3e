import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let definitionToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request({
    method: 'POST',
    url: '/auth/token',
    payload: {
      grant_type: 'client_credentials',
      scope: 'definition_read',
      client_id: t.client.clientId,
      client_secret: t.client.clientSecret,
    },
  });
  definitionToken = response.json<{ access_token: string }>().access_token;
});
afterAll(async () => {
  await t?.close();
});

type Entry = { key: string; label: { de: string; en: string }; sub_reasons?: Entry[] };

const get = (url: string, token = definitionToken) =>
  t.request({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

function expectLabelled(entries: Entry[]) {
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    expect(entry.key).toEqual(expect.any(String));
    expect(entry.label.de.trim()).not.toBe('');
    expect(entry.label.en.trim()).not.toBe('');
  }
}

describe('the definition calls (spec 2 §7, spec 1 §7)', () => {
  it.each([
    '/definition/first-booking/decline-reasons',
    '/definition/service-request/proposal-decline-reasons',
    '/definition/first-booking/confirmation-status-update-reasons',
  ])('%s answers keys with German and English labels', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: number; data: Entry[] }>();
    expect(body.status).toBe(200);
    expectLabelled(body.data);
  });

  it('nests the sub-reasons of different_type_of_caregiver_needed (spec 1 §3)', async () => {
    const body = (await get('/definition/first-booking/decline-reasons')).json<{ data: Entry[] }>();
    const differentType = body.data.find(
      (entry) => entry.key === 'different_type_of_caregiver_needed',
    );
    expectLabelled(differentType?.sub_reasons ?? []);
  });

  it('answers proposal decline reasons with the spec keys', async () => {
    const body = (await get('/definition/service-request/proposal-decline-reasons')).json<{
      data: Entry[];
    }>();
    expect(body.data.map((entry) => entry.key)).toEqual(
      expect.arrayContaining(['distance_too_large', 'too_many_hours_requested', 'other']),
    );
  });

  it('answers cancellation reasons per party with caregiver_andere and customer_andere', async () => {
    const response = await get('/definition/booking/cancellation-reasons');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { caregiver_cancelled_booking: Entry[]; customer_cancelled_booking: Entry[] };
    }>();
    expectLabelled(data.caregiver_cancelled_booking);
    expectLabelled(data.customer_cancelled_booking);
    expect(data.caregiver_cancelled_booking.map((entry) => entry.key)).toContain(
      'caregiver_andere',
    );
    expect(data.customer_cancelled_booking.map((entry) => entry.key)).toContain('customer_andere');
  });

  it('answers the booking services as main services with sub-services', async () => {
    const response = await get('/definition/service-request/booking-services');
    const { data } = response.json<{
      data: {
        id: string;
        service_id: string;
        label: { de: string; en: string };
        sub_services: { id: string; sub_service_id: string; label: { de: string; en: string } }[];
      }[];
    }>();
    expect(data.length).toBeGreaterThan(0);
    for (const service of data) {
      expect(service.label.de).not.toBe('');
      expect(service.label.en).not.toBe('');
      expect(service.sub_services.length).toBeGreaterThan(0);
      for (const sub of service.sub_services) expect(sub.label.de).not.toBe('');
    }
  });

  it('refuses a missing token and a forged one with 401, a caregiver token with 403', async () => {
    const caregiver = await t.createCaregiver();
    const tokens = await t.login(caregiver.email, caregiver.password);
    // Issue 41: a valid token of the wrong scope is 403 (RFC 6750 §3.1).
    const caregivers = await get('/definition/booking/cancellation-reasons', tokens.access_token);
    expect(caregivers.statusCode).toBe(403);
    expect(caregivers.json()).toEqual({ status: 403, errorCode: 'FORBIDDEN' });
    for (const response of [
      await get('/definition/booking/cancellation-reasons', 'forged'),
      await t.request({ method: 'GET', url: '/definition/booking/cancellation-reasons' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, errorCode: 'UNAUTHORIZED' });
    }
  });
});
