import type { AudioAnalysis } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import {
  analysisFacts,
  analysisWarnings,
  keyFits,
  relativeKey,
  suggestedMusic,
  tempoFits,
} from './audio-analysis';

const heard = (overrides: Partial<AudioAnalysis> = {}): AudioAnalysis => ({
  tempo: { bpm: 120, confidence: 0.9 },
  key: { name: 'A minor', confidence: 0.8 },
  loudnessLufs: -14.2,
  truePeakDbtp: -0.8,
  clipping: { runs: 0, seconds: 0 },
  ...overrides,
});

describe("an audio file's analysis, said for people", () => {
  it('states tempo, key, loudness and peak; an unsure estimate as approximate, a guess not at all', () => {
    expect(analysisFacts(heard())).toEqual(['120 BPM', 'A minor', '−14.2 LUFS', '−0.8 dBTP peak']);
    expect(
      analysisFacts(
        heard({
          tempo: { bpm: 96.5, confidence: 0.3 },
          key: { name: 'Eb major', confidence: 0.1 },
          loudnessLufs: null,
          truePeakDbtp: 0.4,
        }),
      ),
    ).toEqual(['~96.5 BPM', '0.4 dBTP peak']);
  });

  it('warns of clipping, or of a true peak over 0 dBTP', () => {
    expect(analysisWarnings(heard({ clipping: { runs: 3, seconds: 0.21 } }))).toEqual([
      'Clipping in 3 places (0.2 s)',
    ]);
    expect(analysisWarnings(heard({ clipping: { runs: 1, seconds: 0.001 } }))).toEqual([
      'Clipping in one place',
    ]);
    expect(analysisWarnings(heard({ truePeakDbtp: 0.6 }))).toEqual([
      'Peaks above 0 dBTP (0.6): it may clip once encoded',
    ]);
    expect(analysisWarnings(heard())).toEqual([]);
  });

  it('warns of a tempo or key the file is sure of that the song does not have, but not of half time or the relative key', () => {
    const song = { tempoBpm: 120, key: 'A minor' as const };
    expect(analysisWarnings(heard({ tempo: { bpm: 126, confidence: 0.9 } }), song)).toEqual([
      'Tempo 126 BPM, the song is 120 BPM',
    ]);
    expect(analysisWarnings(heard({ key: { name: 'D minor', confidence: 0.7 } }), song)).toEqual([
      'Key D minor, the song is in A minor',
    ]);
    expect(analysisWarnings(heard({ tempo: { bpm: 60.5, confidence: 0.9 } }), song)).toEqual([]);
    expect(analysisWarnings(heard({ key: { name: 'C major', confidence: 0.9 } }), song)).toEqual([]);
    expect(analysisWarnings(heard({ tempo: { bpm: 140, confidence: 0.3 } }), song)).toEqual([]);
    expect(
      analysisWarnings(heard({ tempo: { bpm: 140, confidence: 0.9 } }), { tempoBpm: null, key: null }),
    ).toEqual([]);
  });

  it('knows the relative keys, and tempos at half and double time', () => {
    expect(relativeKey('C major')).toBe('A minor');
    expect(relativeKey('A minor')).toBe('C major');
    expect(relativeKey('Eb major')).toBe('C minor');
    expect(relativeKey('F# minor')).toBe('A major');
    expect(keyFits('G major', 'E minor')).toBe(true);
    expect(keyFits('G major', 'G minor')).toBe(false);
    expect(tempoFits(240, 120)).toBe(true);
    expect(tempoFits(122, 120)).toBe(true);
    expect(tempoFits(123, 120)).toBe(false);
  });

  it('suggests the key the files are surest of and their median tempo, from sure estimates only', () => {
    expect(
      suggestedMusic([
        heard({ key: { name: 'A minor', confidence: 0.6 }, tempo: { bpm: 118, confidence: 0.9 } }),
        heard({ key: { name: 'C major', confidence: 0.9 }, tempo: { bpm: 121, confidence: 0.8 } }),
        heard({ key: { name: 'A minor', confidence: 0.7 }, tempo: { bpm: 200, confidence: 0.2 } }),
        null,
      ]),
    ).toEqual({ key: 'A minor', tempoBpm: 120 });
    expect(suggestedMusic([heard({ key: null, tempo: null })])).toEqual({ key: null, tempoBpm: null });
  });
});
