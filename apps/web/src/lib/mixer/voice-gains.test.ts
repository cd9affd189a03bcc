import { describe, expect, it } from 'vitest';
import { type Listening, panValue, voiceGain } from './voice-gains';

const listening = (over: Partial<Listening> = {}): Listening => ({
  muted: new Set(),
  soloed: new Set(),
  side: 'A',
  ...over,
});

describe('voiceGain', () => {
  const bass = { id: 'bass', gainDb: -6, group: 'both' as const };

  it('is the fader in dB as a linear gain, silence at the floor', () => {
    expect(voiceGain(bass, listening())).toBeCloseTo(0.501, 3);
    expect(voiceGain({ ...bass, gainDb: -60 }, listening())).toBe(0);
  });

  it('mutes, and lets solo win over mute', () => {
    expect(voiceGain(bass, listening({ muted: new Set(['bass']) }))).toBe(0);
    expect(voiceGain(bass, listening({ soloed: new Set(['drums']) }))).toBe(0);
    expect(
      voiceGain(bass, listening({ muted: new Set(['bass']), soloed: new Set(['bass']) })),
    ).toBeGreaterThan(0);
  });

  it('plays the song on both sides, a replaced track on A only and a take on B only', () => {
    const replaced = { ...bass, id: 'old', group: 'A' as const };
    const take = { ...bass, id: 'take', group: 'B' as const };
    expect([bass, replaced, take].map((v) => voiceGain(v, listening({ side: 'A' })) > 0)).toEqual([
      true,
      true,
      false,
    ]);
    expect([bass, replaced, take].map((v) => voiceGain(v, listening({ side: 'B' })) > 0)).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('panValue', () => {
  it('maps the song pan to the panner', () => {
    expect([-100, -50, 0, 100].map(panValue)).toEqual([-1, -0.5, 0, 1]);
  });
});
