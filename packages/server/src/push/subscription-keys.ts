// Issue 41: a subscription's keys are what its payloads are encrypted to (RFC 8291). Keys that are
// not a P-256 public key and a 16-byte secret can never be used, and would only fail at every send;
// refused at registration, so a device's good keys are never replaced by them.
import { VALIDATION_PUSH_KEY } from '@careport/domain';
import { createPublicKey } from 'node:crypto';

/** An uncompressed point: 0x04, then x and y of 32 bytes each (RFC 8291 §3.1, SEC 1 §2.3.3). */
const P256_POINT_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

/** Base64url (padded or not) to bytes; undefined unless the text is exactly that. */
function decodeBase64Url(text: string): Buffer | undefined {
  const bare = text.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare)) return undefined;
  const bytes = Buffer.from(bare, 'base64url');
  // Node ignores trailing bits it cannot use; re-encoding tells a canonical text from that.
  return bytes.toString('base64url') === bare ? bytes : undefined;
}

function isP256PublicKey(text: string): boolean {
  const bytes = decodeBase64Url(text);
  if (bytes?.length !== P256_POINT_BYTES || bytes[0] !== 0x04) return false;
  try {
    // OpenSSL refuses a JWK whose point is not on the curve.
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/** The fields whose key is unusable, as parseInput's details name them (empty: both are good). */
export function subscriptionKeyProblems(keys: {
  p256dh: string;
  auth: string;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isP256PublicKey(keys.p256dh)) problems['token.keys.p256dh'] = VALIDATION_PUSH_KEY;
  if (decodeBase64Url(keys.auth)?.length !== AUTH_SECRET_BYTES) {
    problems['token.keys.auth'] = VALIDATION_PUSH_KEY;
  }
  return problems;
}
