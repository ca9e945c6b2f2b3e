import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing (DESIGN Auth: argon2id, OWASP parameters)', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('careport');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'careport')).toBe(true);
    expect(await verifyPassword(hash, 'Careport')).toBe(false);
  });

  it('salts each hash and answers false for a malformed hash', async () => {
    expect(await hashPassword('careport')).not.toBe(await hashPassword('careport'));
    expect(await verifyPassword('not-a-hash', 'careport')).toBe(false);
  });
});
