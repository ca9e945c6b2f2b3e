// DESIGN Auth: passwords hashed with argon2id at OWASP's recommended parameters. OWASP lists five
// settings of equal defence that trade memory for passes; we use the one with the least memory
// (m = 7168 KiB, t = 5, p = 1): on our 2-core machine it verifies in ~9 ms against ~14 ms for
// m = 19456, t = 2, because its 7 MiB stays in the CPU's cache, and a burst of logins holds a third
// of the memory (issue 5: the token endpoint's p99; docs/performance.md).
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package's `Algorithm` is an ambient const enum, which isolatedModules cannot read at
// runtime: its Argon2id member is 2.
const ARGON2ID: Algorithm = 2;

const ARGON2ID_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 7_168,
  timeCost: 5,
  parallelism: 1,
} as const;

const CURRENT_PREFIX =
  `$argon2id$v=19$m=${ARGON2ID_OPTIONS.memoryCost},t=${ARGON2ID_OPTIONS.timeCost},` +
  `p=${ARGON2ID_OPTIONS.parallelism}$`;

/** A PHC string (`$argon2id$v=19$m=7168,t=5,p=1$…`) with its own random salt. */
export const hashPassword = (plain: string): Promise<string> => hash(plain, ARGON2ID_OPTIONS);

/**
 * Whether a stored hash was made with other parameters than today's (an older setting); the login
 * that verified it then stores a new one, so every account moves to the current setting.
 */
export const needsRehash = (passwordHash: string): boolean =>
  !passwordHash.startsWith(CURRENT_PREFIX);

/** False, never an exception, for a wrong password or a malformed hash. */
export const verifyPassword = async (passwordHash: string, plain: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
};
