import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's baseline cost: 19 MiB, 2 passes, 1 lane.
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, COST);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (no such user) it still spends one
 * verification on a dummy, so the answer time does not tell which usernames exist.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = stored ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return stored !== undefined && matches;
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
