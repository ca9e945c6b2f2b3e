import { describe, expect, it } from 'vitest';
import { DEMO_STAFF_TOTP_SECRET } from '../auth/staff/demo-staff-secret.js';
import { createTotpSecret, currentTotp } from '../auth/staff/staff-totp.js';
import { totpCode } from './totp-code.js';

describe('the ops client’s TOTP code', () => {
  it('is the code the server checks (otpauth), for the demo secret and random ones', () => {
    for (const secret of [DEMO_STAFF_TOTP_SECRET, createTotpSecret(), createTotpSecret()]) {
      for (const at of [0, 59_000, Date.now(), 2_000_000_000_000]) {
        expect(totpCode(secret, new Date(at)).code).toBe(currentTotp(secret, new Date(at)));
      }
    }
  });

  it('matches RFC 6238’s SHA1 test vector (last six digits)', () => {
    // RFC 6238 Appendix B: secret "12345678901234567890", T = 59 s → 94287082.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(secret, new Date(59_000)).code).toBe('287082');
  });
});
