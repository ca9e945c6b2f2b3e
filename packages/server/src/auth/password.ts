// DESIGN Auth: passwords hashed with argon2id at OWASP's recommended parameters
// (m = 19456 KiB, t = 2, p = 1).
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package's `Algorithm` is an ambient const enum, which isolatedModules cannot read at
// runtime: its Argon2id member is 2.
const ARGON2ID: Algorithm = 2;

const ARGON2ID_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) with its own random salt. */
export const hashPassword = (plain: string): Promise<string> => hash(plain, ARGON2ID_OPTIONS);

/** False, never an exception, for a wrong password or a malformed hash. */
export const verifyPassword = async (passwordHash: string, plain: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
};
