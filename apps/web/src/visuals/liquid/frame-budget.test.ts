import { describe, expect, it } from 'vitest';
import { createFrameBudget, isSoftwareRenderer, SAMPLE_FRAMES, WARMUP_FRAMES } from './frame-budget';

function feed(budget: ReturnType<typeof createFrameBudget>, intervals: number[]) {
  return intervals.map((ms) => budget.record(ms));
}

describe('software renderers', () => {
  it('are told apart from GPUs by name', () => {
    expect(
      isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)'),
    ).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('Google SwiftShader')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)')).toBe(
      false,
    );
    expect(isSoftwareRenderer('Apple M2')).toBe(false);
    expect(isSoftwareRenderer('')).toBe(false);
  });
});

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
