// Issue 40: the staff's second factor (RFC 6238 TOTP: SHA1, 6 digits, 30 s, what every
// authenticator app reads from an otpauth:// URI) and their one-time recovery codes.
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, a code typed as it changed. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpFor = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: 'Careport',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as authenticators take it. */
export const createTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI a QR code carries (the console draws it). */
export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

/** The code of this moment (the demo's `npm run ops -- totp`, tests). */
export const currentTotp = (secret: string, now: Date): string =>
  totpFor(secret).generate({ timestamp: now.getTime() });

export const isTotpShaped = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * The time step `code` belongs to, or undefined when it is no valid code now. The caller stores
 * the step and refuses it and every earlier one afterwards, so a code seen over a shoulder or in
 * a log cannot sign in a second time.
 */
export function totpStep(secret: string, code: string, now: Date): number | undefined {
  if (!isTotpShaped(code)) return undefined;
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** `xxxx-xxxx-xxxx-xxxx`, 64 random bits: typed rarely, so readable rather than short. */
export function createRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    (randomBytes(8).toString('hex').match(/.{4}/g) ?? []).join('-'),
  );
}

/** Case and separators do not matter when typed; stored as the SHA-256 of what is left. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^0-9a-z]/g, ''), 'utf8')
    .digest('hex');
