import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.js';

describe('password hashing (DESIGN Auth: argon2id, OWASP parameters)', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('careport');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(await verifyPassword(hash, 'careport')).toBe(true);
    expect(await verifyPassword(hash, 'Careport')).toBe(false);
  });

  it('asks for a new hash only when a stored one has other parameters', async () => {
    expect(needsRehash(await hashPassword('careport'))).toBe(false);
    const older = await hash('careport', { algorithm: 2, memoryCost: 19_456, timeCost: 2 });
    expect(needsRehash(older)).toBe(true);
    expect(await verifyPassword(older, 'careport')).toBe(true);
  });

  it('salts each hash and answers false for a malformed hash', async () => {
    expect(await hashPassword('careport')).not.toBe(await hashPassword('careport'));
    expect(await verifyPassword('not-a-hash', 'careport')).toBe(false);
  });
});
