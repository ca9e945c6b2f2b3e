import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createProposal } from '../seed/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// DESIGN.md: no request can produce a 500 by its shape alone. Every route gets the same table of
// odd bodies, with a valid token where one is needed, so the shape (not the missing token) is
// what the route sees.

let t: TestApp;
let caregiverToken: string;
let definitionToken: string;
let employeeToken: string;
/** A started booking of the caregiver, so the booking routes get as far as reading the body. */
let bookingId: string;
/** An open proposal's service request, so the proposal routes get as far as the body. */
let serviceRequestId: string;
beforeAll(async () => {
  t = await createTestApp();
  const caregiver = await t.createCaregiver();
  caregiverToken = (await t.login(caregiver.email, caregiver.password)).access_token;
  const employee = await t.createCaregiver({ isCareportEmployee: true });
  employeeToken = (await t.login(employee.email, employee.password)).access_token;
  const startDate = new Date(t.clock.now().getTime() - 2 * 60 * 60 * 1000);
  bookingId = (await createBooking(t.db, { caregiverId: caregiver.id, startDate })).id;
  await createBooking(t.db, { caregiverId: employee.id, startDate });
  serviceRequestId = (await createProposal(t.db, { caregiverId: caregiver.id })).serviceRequestId;
  const response = await t.request({
    method: 'POST',
    url: '/auth/token',
    payload: {
      grant_type: 'client_credentials',
      client_id: t.client.clientId,
      client_secret: t.client.clientSecret,
    },
  });
  definitionToken = response.json<{ access_token: string }>().access_token;
});
afterAll(async () => {
  await t?.close();
});

type Route = { method: 'GET' | 'POST'; url: string; token?: () => string };

const ROUTES: Route[] = [
  { method: 'POST', url: '/auth/token' },
  { method: 'POST', url: '/auth/revoke' },
  { method: 'GET', url: '/caregiver-app/me', token: () => caregiverToken },
  { method: 'GET', url: '/definition/first-booking/decline-reasons', token: () => definitionToken },
  { method: 'GET', url: '/definition/booking/cancellation-reasons', token: () => definitionToken },
  {
    method: 'GET',
    url: '/definition/service-request/proposal-decline-reasons',
    token: () => definitionToken,
  },
  {
    method: 'GET',
    url: '/definition/service-request/booking-services',
    token: () => definitionToken,
  },
  {
    method: 'GET',
    url: '/definition/first-booking/confirmation-status-update-reasons',
    token: () => definitionToken,
  },
  { method: 'POST', url: '/graphql', token: () => caregiverToken },
  { method: 'POST', url: '/graphql' },
  { method: 'GET', url: '/graphql', token: () => caregiverToken },
  { method: 'GET', url: '/healthz' },
  { method: 'GET', url: '/app-config.json' },
  // Issue 4: the booking and contract calls (`:booking` is the caregiver's own booking).
  { method: 'GET', url: '/caregiver-app/booking', token: () => caregiverToken },
  { method: 'GET', url: '/caregiver-app/booking/:booking', token: () => caregiverToken },
  { method: 'POST', url: '/caregiver-app/booking', token: () => caregiverToken },
  { method: 'POST', url: '/caregiver-app/booking/:booking', token: () => caregiverToken },
  { method: 'POST', url: '/caregiver-app/booking/fulfill/:booking', token: () => caregiverToken },
  { method: 'POST', url: '/caregiver-app/booking/delete/:booking', token: () => caregiverToken },
  { method: 'POST', url: '/caregiver-app/booking/cancel/:booking', token: () => employeeToken },
  {
    method: 'POST',
    url: '/caregiver-app/booking/upload-image/:booking',
    token: () => caregiverToken,
  },
  {
    method: 'POST',
    url: '/caregiver-app/booking/upload-image-cu-confirmation/:booking',
    token: () => caregiverToken,
  },
  {
    method: 'POST',
    url: '/caregiver-app/booking/upload-image-cu-decleration/:booking',
    token: () => caregiverToken,
  },
  {
    method: 'POST',
    url: '/caregiver-app/booking/upload-image-cg-confirmation/:booking',
    token: () => caregiverToken,
  },
  {
    method: 'POST',
    url: '/caregiver-app/booking/image/download/:booking/request-token',
    token: () => caregiverToken,
  },
  { method: 'GET', url: '/caregiver-app/booking/image/download/not-a-token' },
  { method: 'GET', url: '/caregiver-app/contract-aggregate', token: () => caregiverToken },
  { method: 'GET', url: '/caregiver-app/contract-aggregate/%E0%A4%A', token: () => caregiverToken },
  // Issue 10: proposals and the first-booking answers (no shape here is a valid body).
  { method: 'GET', url: '/caregiver-app/proposal', token: () => caregiverToken },
  {
    method: 'POST',
    url: '/caregiver-app/proposal/:proposal/decline',
    token: () => caregiverToken,
  },
  { method: 'POST', url: '/caregiver-app/proposal/%E0%A4%A/accept', token: () => caregiverToken },
  {
    method: 'POST',
    url: '/caregiver-app/first-booking/decline/:booking',
    token: () => caregiverToken,
  },
  {
    method: 'POST',
    url: '/caregiver-app/first-booking/update-confirmation-status/:booking',
    token: () => caregiverToken,
  },
];

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const huge = 'x'.repeat(900_000);
let deep = '1';
for (let level = 0; level < 5000; level += 1) deep = `[${deep}]`;

const SHAPES: { name: string; contentType?: string; body?: string }[] = [
  { name: 'no body' },
  { name: 'JSON array', contentType: JSON_TYPE, body: '[]' },
  { name: 'JSON array of objects', contentType: JSON_TYPE, body: '[{"grant_type":"password"}]' },
  { name: 'JSON null', contentType: JSON_TYPE, body: 'null' },
  { name: 'JSON string', contentType: JSON_TYPE, body: '"grant_type"' },
  { name: 'JSON number', contentType: JSON_TYPE, body: '42' },
  { name: 'empty JSON', contentType: JSON_TYPE, body: '' },
  { name: 'malformed JSON', contentType: JSON_TYPE, body: '{"grant_type": ' },
  { name: 'prototype pollution', contentType: JSON_TYPE, body: '{"__proto__":{"isAdmin":true}}' },
  {
    name: 'nulls',
    contentType: JSON_TYPE,
    body: '{"grant_type":null,"username":null,"query":null,"token":null}',
  },
  {
    name: 'wrong types',
    contentType: JSON_TYPE,
    body: '{"grant_type":1,"username":{},"query":[],"variables":"x"}',
  },
  {
    name: 'huge strings',
    contentType: JSON_TYPE,
    body: JSON.stringify({
      grant_type: 'password',
      username: huge,
      password: huge,
      query: huge,
      token: huge,
    }),
  },
  {
    name: 'deep nesting',
    contentType: JSON_TYPE,
    body: `{"variables":${deep},"query":"{ me { id } }"}`,
  },
  {
    name: 'too large',
    contentType: JSON_TYPE,
    body: JSON.stringify({ data: 'y'.repeat(1_100_000) }),
  },
  {
    name: 'form with a broken escape',
    contentType: FORM_TYPE,
    body: 'grant_type=password&username=%E0%A4%A',
  },
  {
    name: 'form with repeated keys',
    contentType: FORM_TYPE,
    body: 'grant_type=password&grant_type=refresh_token&token=a&token=b',
  },
  {
    name: 'form __proto__',
    contentType: FORM_TYPE,
    body: '__proto__=x&constructor=y&grant_type=password',
  },
  { name: 'empty form', contentType: FORM_TYPE, body: '' },
  { name: 'text/plain', contentType: 'text/plain', body: 'grant_type=password' },
  { name: 'xml', contentType: 'application/xml', body: '<grant_type>password</grant_type>' },
  { name: 'multipart', contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
  { name: 'bad content type', contentType: '%%%', body: 'x' },
];

describe('odd request shapes never cause a 500', () => {
  for (const route of ROUTES) {
    it.each(SHAPES)(
      `${route.method} ${route.url}${route.token ? '' : ' (no token)'}: $name`,
      async (shape) => {
        const headers: Record<string, string> = {};
        if (shape.contentType !== undefined) headers['content-type'] = shape.contentType;
        if (route.token) headers.authorization = `Bearer ${route.token()}`;
        const response = await t.request({
          method: route.method,
          url: route.url.replace(':booking', bookingId).replace(':proposal', serviceRequestId),
          headers,
          ...(shape.body === undefined ? {} : { payload: shape.body }),
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        if (response.statusCode >= 400 && response.headers['content-type']?.includes('json')) {
          const body = response.json<Record<string, unknown>>();
          const hasCode =
            typeof body.errorCode === 'string' ||
            typeof body.error === 'string' ||
            Array.isArray(body.errors);
          expect(hasCode, response.body.slice(0, 300)).toBe(true);
        }
      },
    );
  }

  it.each([
    '/caregiver-app/me?x[]=1&x=2',
    '/definition/booking/cancellation-reasons?%E0%A4%A=1',
    '/graphql?query=%7B',
  ])('odd query strings: %s', async (url) => {
    const response = await t.request({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${url.startsWith('/definition') ? definitionToken : caregiverToken}`,
      },
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('error answers (spec 1 §7: {status, errorCode})', () => {
  it.each([
    ['/auth/revoke', JSON_TYPE, '{"token": '],
    ['/graphql', JSON_TYPE, '{"query": "{ me { id } }"'],
    ['/auth/token', FORM_TYPE, 'grant_type=%ZZ'],
    ['/auth/revoke', FORM_TYPE, 'token=%E0%A4%A'],
  ])(
    'malformed bodies answer 400 CANNOT_DESERIALIZE_REQUEST_DATA (%s, %s)',
    async (url, type, body) => {
      const response = await t.request({
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      });
    },
  );

  it('answers a body over 1 MiB with 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/revoke',
      headers: { 'content-type': JSON_TYPE },
      payload: JSON.stringify({ token: 'z'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA' });
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/caregiver-app/unknown'],
      ['POST', '/definition/unknown'],
      ['GET', '/no/such/path'],
      ['DELETE', '/auth/token'],
    ] as const) {
      const response = await t.request({ method, url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
    }
  });

  it('sets the security headers on every answer', async () => {
    const response = await t.request({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('public routes', () => {
  it('GET /healthz answers 200 once the database answers', async () => {
    const response = await t.request({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      // Issue 42 #4: failed job attempts on this instance (on a shared PostgreSQL, another
      // test file's jobs may fail here, so only the shape is certain).
      data: {
        ok: true,
        jobs: { failed: expect.any(Number) as unknown, gaveUp: expect.any(Number) as unknown },
      },
    });
  });

  it('GET /app-config.json answers what the web app needs at start-up', async () => {
    const response = await t.request({ method: 'GET', url: '/app-config.json' });
    expect(response.statusCode).toBe(200);
    const config = response.json<Record<string, unknown>>();
    expect(Object.keys(config).sort()).toEqual([
      'apiBaseUrl',
      'applicantPortalUrl',
      'featureFlags',
      'mapTileAttribution',
      'mapTileUrl',
      'oauthClientId',
      'oauthClientSecret',
      'revision',
      'vapidPublicKey',
    ]);
    // Issue 13: the Web Push key (an uncompressed P-256 point, base64url) the app subscribes with.
    expect(config.vapidPublicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(config).toMatchObject({
      apiBaseUrl: '',
      oauthClientId: 'careport-app',
      oauthClientSecret: 'careport-app-secret',
      mapTileUrl: null,
      mapTileAttribution: null,
      // spec 1 §4: off unless FEATURE_FIRST_BOOKING_CONFIRMATION_CANCELATION is set.
      featureFlags: { firstBookingConfirmationCancelation: false },
    });
    expect(config.applicantPortalUrl).toMatch(/^https:\/\//);
    expect(typeof config.revision).toBe('string');
  });

  it('without a web build, / answers a hint to run npm run build and the API still works', async () => {
    const response = await t.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});
