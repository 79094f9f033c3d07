/** Passwords as Argon2id hashes with OWASP's minimum settings: 19 MiB, 2 passes, 1 lane. */
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id`; a const enum, which isolated modules cannot import. */
const ARGON2ID = 2;

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function passwordMatches(storedHash: string, password: unknown): Promise<boolean> {
  if (typeof password !== 'string') return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to compare against when the user does not exist, so that "unknown user" takes as long
 * as "wrong password" and timing does not reveal which usernames exist.
 */
let dummyHash: Promise<string> | undefined;
export const hashForTiming = () => (dummyHash ??= hashPassword('not a real password'));
