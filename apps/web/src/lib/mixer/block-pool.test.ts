import { describe, expect, it } from 'vitest';
import { BlockPool } from './block-pool';

describe('BlockPool', () => {
  it('hands back the arrays it was given before making new ones', () => {
    const pool = new BlockPool(8);
    const [a, b] = pool.take(2);
    expect(pool.created).toBe(2);
    pool.give([a as Float32Array, b as Float32Array]);
    const again = pool.take(3);
    expect(again).toContain(a);
    expect(again).toContain(b);
    expect(pool.created).toBe(3);
  });

  it('keeps no more than its limit, and no array of another length', () => {
    const pool = new BlockPool(8, 2);
    pool.give([new Float32Array(8), new Float32Array(8), new Float32Array(8), new Float32Array(4)]);
    expect(pool.held).toBe(2);
    pool.limit = 1;
    pool.give([]);
    expect(pool.held).toBe(1);
  });
});
