/** Password hashing: argon2id with the OWASP baseline parameters (19 MiB, 2 passes, 1 lane). */
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot inline; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** False for a wrong password or a malformed stored hash; never throws. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check when the user does not exist, so timing does not reveal accounts. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword('tavola-timing-equaliser');
  await verifyPassword(await dummy, password);
  return false;
}
