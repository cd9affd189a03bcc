import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false);
  });

  it('never accepts a password without a stored hash, or against a malformed one', async () => {
    expect(await verifyPassword(undefined, 'anything at all')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything at all')).toBe(false);
  });

  it('spends about as long on an unknown user as on a wrong password', async () => {
    const stored = await hashPassword('correct horse battery');
    await verifyPassword(undefined, 'warm-up'); // the dummy hash is made once
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 5; i++) await fn();
      return performance.now() - start;
    };
    const unknown = await time(() => verifyPassword(undefined, 'guess'));
    const wrong = await time(() => verifyPassword(stored, 'guess'));
    // Loose bound (busy CI machines): what matters is that the unknown-user path is not near zero.
    expect(unknown / wrong).toBeGreaterThan(0.3);
  });
});
