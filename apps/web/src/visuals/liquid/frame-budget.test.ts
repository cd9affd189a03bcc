import { describe, expect, it } from 'vitest';
import { createFrameBudget, SAMPLE_FRAMES, WARMUP_FRAMES } from './frame-budget';

function feed(budget: ReturnType<typeof createFrameBudget>, intervals: number[]) {
  return intervals.map((ms) => budget.record(ms));
}

describe('the frame budget', () => {
  it('keeps an animation that runs at a normal frame rate', () => {
    const verdicts = feed(createFrameBudget(), Array(200).fill(16.7));
    expect(verdicts.some(Boolean)).toBe(false);
  });

  it('gives up on one that runs at a few frames a second, once it has seen enough frames', () => {
    const verdicts = feed(createFrameBudget(), Array(WARMUP_FRAMES + SAMPLE_FRAMES).fill(250));
    expect(verdicts.slice(0, -1).some(Boolean)).toBe(false);
    expect(verdicts.at(-1)).toBe(true);
  });

  it('ignores the slow first frames and the odd hiccup', () => {
    const budget = createFrameBudget();
    feed(budget, Array(WARMUP_FRAMES).fill(500));
    const verdicts = feed(
      budget,
      Array.from({ length: 100 }, (_, i) => (i % 5 === 0 ? 200 : 17)),
    );
    expect(verdicts.some(Boolean)).toBe(false);
  });
});
