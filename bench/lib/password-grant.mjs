// The app's sign-in (OAuth password grant, spec 1 §7 /auth/token) for the benchmarks.
const CLIENT_ID = process.env.OAUTH_CLIENT_ID ?? 'careport-app';
const CLIENT_SECRET = process.env.OAUTH_CLIENT_SECRET ?? 'careport-app-secret';

/** The access token of `username`. @param {string} baseUrl @param {string} username @param {string} password */
export async function passwordGrant(baseUrl, username, password) {
  const response = await fetch(`${baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    }),
  });
  const json = /** @type {{ access_token?: string }} */ (await response.json());
  if (!response.ok || !json.access_token) {
    throw new Error(`password grant for ${username}: ${response.status} ${JSON.stringify(json)}`);
  }
  return json.access_token;
}
