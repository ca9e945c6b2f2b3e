import { beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets, registerRouteSecrets, secretParamOf } from './log-redaction.js';

describe('redactSecrets (issue 15 #5)', () => {
  beforeAll(() => {
    const app = '/caregiver-app';
    registerRouteSecrets(`${app}/booking/image/download/:tokenId`, app);
    registerRouteSecrets(`${app}/invoice/download/:tokenId`, app);
    registerRouteSecrets(`${app}/service-documentation/download/:tokenId`, app);
    registerRouteSecrets('/calendar/:file');
    registerRouteSecrets(`${app}/booking/:id`, app);
    // A scope whose routes begin with the secret must not blank every URL's first segment.
    registerRouteSecrets('/staff-invitations/:token', '/staff-invitations');
  });

  it.each([
    [
      '/new-password?token=AbC-12_x&email=anna%40careport.example',
      '/new-password?token=[redacted]&email=anna%40careport.example',
    ],
    [
      'http://localhost:3000/new-password?email=a%40b.de&token=s3cr3t',
      'http://localhost:3000/new-password?email=a%40b.de&token=[redacted]',
    ],
    [
      '/auth/token?refresh_token=r1&client_secret=c2',
      '/auth/token?refresh_token=[redacted]&client_secret=[redacted]',
    ],
    ['/x?Access_Token=abc#top', '/x?Access_Token=[redacted]#top'],
    [
      '/caregiver-app/booking/image/download/0f1e2d?x=1',
      '/caregiver-app/booking/image/download/[redacted]?x=1',
    ],
    ['/caregiver-app/invoice/download/t0k3n', '/caregiver-app/invoice/download/[redacted]'],
    [
      '/caregiver-app/service-documentation/download/t0k3n',
      '/caregiver-app/service-documentation/download/[redacted]',
    ],
    ['/calendar/Zx9-secret_1.ics', '/calendar/[redacted]'],
    // Issue 40: the invitation's one-time link, on the server and in the console's page.
    ['/staff-invitations/inv1t3', '/staff-invitations/[redacted]'],
    ['/console/invitation/inv1t3?x=1', '/console/invitation/[redacted]?x=1'],
    [
      '{"req":{"url":"/booking/image/download/abc"},"msg":"Route GET:/a?token=zz not found"}',
      '{"req":{"url":"/booking/image/download/[redacted]"},"msg":"Route GET:/a?token=[redacted] not found"}',
    ],
  ])('blanks the secret in %s', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });

  it('finds the secret parameter of a route by its name, or by the route for the calendar', () => {
    expect(secretParamOf('/x/booking/proof/download/:tokenId')).toBe('tokenId');
    expect(secretParamOf('/calendar/:file')).toBe('file');
    expect(secretParamOf('/x/booking/proof/download/:id/request-token')).toBeUndefined();
  });

  it('leaves URLs without secrets alone', () => {
    const plain =
      '/caregiver-app/booking/list?from=2026-01-01&page=2&tokens_left /caregiver-app/booking/4f2a';
    expect(redactSecrets(plain)).toBe(plain);
  });
});
