import { seededRandom } from '@create-together/contract/art';
import { describe, expect, it } from 'vitest';
import { SeqTracker } from './seq-tracker';

describe('SeqTracker', () => {
  it('applies batches in order from where the document was loaded', () => {
    const seq = new SeqTracker(4);
    expect(seq.accept(5, 7)).toBe('applied');
    expect(seq.accept(8, 8)).toBe('applied');
    expect(seq.applied).toBe(8);
    expect(seq.contiguous).toBe(true);
  });

  it('ignores a batch it has already applied (its own, or heard twice)', () => {
    const seq = new SeqTracker(0);
    seq.accept(1, 3);
    expect(seq.accept(1, 3)).toBe('duplicate');
    expect(seq.accept(2, 2)).toBe('duplicate');
    expect(seq.accept(3, 5)).toBe('applied'); // partly new: Yjs ignores the repeated part
    expect(seq.applied).toBe(5);
  });

  it('records a gap, fills it when the missing batch arrives, and ignores early seqs heard again', () => {
    const seq = new SeqTracker(0);
    expect(seq.accept(4, 5)).toBe('ahead');
    expect(seq.accept(4, 5)).toBe('duplicate');
    expect(seq.accept(7, 7)).toBe('ahead');
    expect([seq.applied, seq.contiguous, [...seq.ahead].sort()]).toEqual([0, false, [4, 5, 7]]);
    expect(seq.accept(1, 3)).toBe('applied');
    expect([seq.applied, [...seq.ahead]]).toEqual([5, [7]]);
    expect(seq.accept(6, 6)).toBe('applied');
    expect([seq.applied, seq.contiguous]).toEqual([7, true]);
  });

  it('catches up after reading the missing rows back, dropping what they covered', () => {
    const seq = new SeqTracker(2);
    seq.accept(5, 6);
    seq.accept(9, 9);
    seq.caughtUp(6); // rows 3..6 read from the database
    expect([seq.applied, [...seq.ahead]]).toEqual([6, [9]]);
    seq.caughtUp(10);
    expect([seq.applied, seq.contiguous]).toEqual([10, true]);
    seq.caughtUp(4); // an older read finishing late changes nothing
    expect(seq.applied).toBe(10);
    seq.caughtUp(10);
    expect(seq.accept(11, 11)).toBe('applied');
  });

  it('refuses what is not a range of seqs', () => {
    const seq = new SeqTracker(0);
    expect(() => seq.accept(0, 1)).toThrow(RangeError);
    expect(() => seq.accept(3, 2)).toThrow(RangeError);
    expect(() => seq.accept(1.5, 2)).toThrow(RangeError);
    expect(() => new SeqTracker(-1)).toThrow(RangeError);
    expect(() => seq.caughtUp(Number.NaN)).toThrow(RangeError);
  });

  it('ends contiguous at the last seq whatever the order and repeats of delivery', () => {
    const random = seededRandom(2026);
    for (let round = 0; round < 200; round++) {
      // Batches covering 1..last, delivered shuffled, some twice (the bus and one's own commit).
      const batches: [number, number][] = [];
      let next = 1;
      while (next <= 60) {
        const size = random.int(1, 5);
        batches.push([next, next + size - 1]);
        next += size;
      }
      const last = next - 1;
      const deliveries = random.some(batches, batches.length);
      for (let i = random.int(0, 5); i > 0; i--)
        deliveries.splice(random.int(0, deliveries.length), 0, random.pick(batches));

      const seq = new SeqTracker(0);
      const heard = new Set<number>();
      for (const [from, to] of deliveries) {
        const everyHeard = Array.from({ length: to - from + 1 }, (_, i) => from + i).every((s) =>
          heard.has(s),
        );
        const result = seq.accept(from, to);
        expect(result === 'duplicate').toBe(everyHeard);
        for (let s = from; s <= to; s++) heard.add(s);
        let prefix = 0;
        while (heard.has(prefix + 1)) prefix++;
        expect(seq.applied).toBe(prefix);
        expect([...seq.ahead].sort((a, b) => a - b)).toEqual(
          [...heard].filter((s) => s > prefix).sort((a, b) => a - b),
        );
      }
      expect([seq.applied, seq.contiguous]).toEqual([last, true]);
    }
  });
});
