/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same world on every load
 * of the demo data, and the same generated cover on every screen, so screenshots, docs and bug
 * reports agree with each other.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  return {
    next,
    int,
    pick,
    /** A number in [min, max). */
    between: (min: number, max: number): number => min + next() * (max - min),
    /** `count` different items, in a shuffled order. */
    some<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, count);
    },
    /** A generator of its own, derived from this one's seed and `label`, unaffected by other draws. */
    fork: (label: string) => seededRandom(hash(`${seed}:${label}`)),
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** FNV-1a: a string to a 32-bit seed. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
