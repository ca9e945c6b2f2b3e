import { createRemoteJWKSet, customFetch as joseFetch, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Issue 41: the server as other software meets it, through maintained clients and not requests
// of our own making: oauth4webapi discovers the endpoints (RFC 8414), signs in with the password
// grant, refreshes and revokes (RFC 7009); jose checks an access token against the JWKS
// (RFC 7517). The app listens on an ephemeral port; the issuer stays PUBLIC_URL
// (http://careport.test), so both clients' fetch sends that origin to the port.
let t: TestApp;
let origin: string;
const issuer = new URL('http://careport.test');
/** Both clients call it with a URL string and fetch's options. */
const redirect = (input: string, init?: RequestInit): Promise<Response> => {
  const url = new URL(input);
  if (url.origin !== issuer.origin) throw new Error(`unexpected origin ${url.origin}`);
  return fetch(`${origin}${url.pathname}${url.search}`, init);
};
const insecure = { [oauth.allowInsecureRequests]: true, [oauth.customFetch]: redirect };
const resourceOptions: oauth.ProtectedResourceRequestOptions = {
  [oauth.allowInsecureRequests]: true,
  // The profile call sends no body; oauth4webapi's body type (Uint8Array of any buffer) is wider
  // than the DOM's BodyInit, so it is narrowed here rather than in every call.
  [oauth.customFetch]: (url, options) =>
    redirect(url, { ...options, body: options.body as BodyInit | null | undefined }),
};

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

async function discover(): Promise<oauth.AuthorizationServer> {
  const response = await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure });
  return oauth.processDiscoveryResponse(issuer, response);
}

const remoteJwks = (as: oauth.AuthorizationServer) =>
  createRemoteJWKSet(new URL(as.jwks_uri ?? ''), { [joseFetch]: redirect });

/**
 * What a client notices with `accessToken`: the profile's status, and the error code of the
 * challenge oauth4webapi reads from a refusal (it throws on one).
 */
async function profileWith(accessToken: string): Promise<{ status: number; error?: string }> {
  try {
    const response = await oauth.protectedResourceRequest(
      accessToken,
      'GET',
      new URL('/caregiver-app/me', issuer),
      undefined,
      undefined,
      resourceOptions,
    );
    return { status: response.status };
  } catch (error) {
    if (!(error instanceof oauth.WWWAuthenticateChallengeError)) throw error;
    const [challenge] = error.cause;
    return { status: error.status, ...(challenge ? { error: challenge.parameters.error } : {}) };
  }
}

const SIGNED_IN = { status: 200 };
const REFUSED = { status: 401, error: 'invalid_token' };

describe('OAuth 2 through oauth4webapi and jose (issue 41)', () => {
  it('publishes RFC 8414 metadata naming what the endpoints accept', async () => {
    const as = await discover();
    expect(as).toEqual({
      issuer: 'http://careport.test',
      token_endpoint: 'http://careport.test/auth/token',
      revocation_endpoint: 'http://careport.test/auth/revoke',
      jwks_uri: 'http://careport.test/.well-known/jwks.json',
      grant_types_supported: ['password', 'refresh_token', 'client_credentials'],
      response_types_supported: [],
      scopes_supported: ['caregiver', 'definition_read'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: [
        'client_secret_basic',
        'client_secret_post',
        'none',
      ],
    });
  });

  it('signs in, refreshes and signs out; the JWKS verifies the access tokens', async () => {
    const as = await discover();
    const client: oauth.Client = { client_id: t.client.clientId };
    const auth = oauth.ClientSecretBasic(t.client.clientSecret);
    const caregiver = await t.createCaregiver();

    const signedIn = await oauth.processGenericTokenEndpointResponse(
      as,
      client,
      await oauth.genericTokenEndpointRequest(
        as,
        client,
        auth,
        'password',
        { username: caregiver.email, password: caregiver.password, scope: 'caregiver' },
        insecure,
      ),
    );
    expect(signedIn).toMatchObject({ token_type: 'bearer', scope: 'caregiver', expires_in: 900 });
    const { payload, protectedHeader } = await jwtVerify(signedIn.access_token, remoteJwks(as), {
      issuer: as.issuer,
      audience: 'careport-api',
      typ: 'at+jwt',
      currentDate: t.clock.now(),
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: caregiver.id, scope: 'caregiver' });
    expect(await profileWith(signedIn.access_token)).toEqual(SIGNED_IN);

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(
        as,
        client,
        auth,
        signedIn.refresh_token ?? '',
        insecure,
      ),
    );
    expect(refreshed.refresh_token).not.toBe(signedIn.refresh_token);
    expect(await profileWith(refreshed.access_token)).toEqual(SIGNED_IN);

    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, auth, refreshed.refresh_token ?? '', {
        ...insecure,
        additionalParameters: { token_type_hint: 'refresh_token' },
      }),
    );
    expect(await profileWith(refreshed.access_token)).toEqual(REFUSED);
    await expect(
      oauth
        .refreshTokenGrantRequest(as, client, auth, refreshed.refresh_token ?? '', insecure)
        .then((response) => oauth.processRefreshTokenResponse(as, client, response)),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('revokes an access token alone through oauth4webapi', async () => {
    const as = await discover();
    const client: oauth.Client = { client_id: t.client.clientId };
    const auth = oauth.ClientSecretPost(t.client.clientSecret);
    const caregiver = await t.createCaregiver();
    const tokens = await t.login(caregiver.email, caregiver.password);
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, auth, tokens.access_token, {
        ...insecure,
        additionalParameters: { token_type_hint: 'access_token' },
      }),
    );
    expect(await profileWith(tokens.access_token)).toEqual(REFUSED);
  });

  it('answers a wrong client secret with a Basic challenge oauth4webapi understands', async () => {
    const as = await discover();
    const client: oauth.Client = { client_id: t.client.clientId };
    const response = await oauth.genericTokenEndpointRequest(
      as,
      client,
      oauth.ClientSecretBasic('wrong'),
      'client_credentials',
      { scope: 'definition_read' },
      insecure,
    );
    const error: unknown = await oauth
      .processGenericTokenEndpointResponse(as, client, response)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    expect((error as oauth.WWWAuthenticateChallengeError).cause).toEqual([
      { scheme: 'basic', parameters: { realm: 'careport' } },
    ]);
  });
});
