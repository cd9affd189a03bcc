import type { AudioAnalysis, MusicalKey } from '@create-together/contract';

/**
 * What the server heard in an audio file (its `analysis`), said for people: the facts a musician
 * reads at a glance, and the warnings worth acting on before a take goes into a song.
 */

/** Below this an estimate is not shown at all; below SURE it is shown as approximate. */
const SHOWN = 0.2;
const SURE = 0.5;
/** Two tempos are the same when they differ by at most this share (120 and 122.4 are). */
const TEMPO_SAME = 0.02;

const minus = (value: number) => (value < 0 ? `−${Math.abs(value).toFixed(1)}` : value.toFixed(1));

/** "120 BPM", "~96.5 BPM" (unsure); null when there is no tempo worth showing. */
export function tempoLabel(tempo: AudioAnalysis['tempo']): string | null {
  if (!tempo || tempo.confidence < SHOWN) return null;
  const bpm = Number.isInteger(tempo.bpm) ? String(tempo.bpm) : tempo.bpm.toFixed(1);
  return `${tempo.confidence < SURE ? '~' : ''}${bpm} BPM`;
}

/** "A minor", "~Eb major" (unsure); null when there is no key worth showing. */
export function keyLabel(key: AudioAnalysis['key']): string | null {
  if (!key || key.confidence < SHOWN) return null;
  return `${key.confidence < SURE ? '~' : ''}${key.name}`;
}

/** "120 BPM · A minor · −14.2 LUFS · −0.8 dBTP": what is known, in that order. */
export function analysisFacts(analysis: AudioAnalysis): string[] {
  return [
    tempoLabel(analysis.tempo),
    keyLabel(analysis.key),
    analysis.loudnessLufs === null ? null : `${minus(analysis.loudnessLufs)} LUFS`,
    analysis.truePeakDbtp === null ? null : `${minus(analysis.truePeakDbtp)} dBTP peak`,
  ].filter((fact): fact is string => fact !== null);
}

/** A song's settings, as a take's or a track's file is compared with them. */
export interface SongMusic {
  tempoBpm: number | null;
  key: MusicalKey | null;
}

/** Whether `bpm` plays with `songBpm`: the same, or at half or double time. */
export function tempoFits(bpm: number, songBpm: number): boolean {
  return [songBpm, songBpm / 2, songBpm * 2].some((fit) => Math.abs(bpm - fit) <= fit * TEMPO_SAME);
}

const TONICS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];

/** The key with the same notes: A minor for C major, C major for A minor. */
export function relativeKey(key: MusicalKey): MusicalKey {
  const [tonic = 'C', mode] = key.split(' ');
  const at = TONICS.indexOf(tonic);
  const shift = mode === 'major' ? 9 : 3;
  return `${TONICS[(at + shift) % 12]} ${mode === 'major' ? 'minor' : 'major'}` as MusicalKey;
}

/** Whether a file in `key` sits in a song in `songKey`: the same key, or its relative. */
export function keyFits(key: MusicalKey, songKey: MusicalKey): boolean {
  return key === songKey || relativeKey(key) === songKey;
}

/**
 * What to look at before using the file: clipping, a true peak over 0 dBTP (it will clip once
 * encoded), and — against a song — a tempo or a key the file is sure of that the song does not have.
 */
export function analysisWarnings(analysis: AudioAnalysis, song?: SongMusic): string[] {
  const warnings: string[] = [];
  const { runs, seconds } = analysis.clipping;
  if (runs > 0)
    warnings.push(
      `Clipping in ${runs === 1 ? 'one place' : `${runs} places`}${seconds >= 0.05 ? ` (${seconds.toFixed(1)} s)` : ''}`,
    );
  else if (analysis.truePeakDbtp !== null && analysis.truePeakDbtp > 0)
    warnings.push(`Peaks above 0 dBTP (${minus(analysis.truePeakDbtp)}): it may clip once encoded`);
  const { tempo, key } = analysis;
  if (song?.tempoBpm && tempo && tempo.confidence >= SURE && !tempoFits(tempo.bpm, song.tempoBpm))
    warnings.push(`Tempo ${tempoLabel(tempo)}, the song is ${song.tempoBpm} BPM`);
  if (song?.key && key && key.confidence >= SURE && !keyFits(key.name, song.key))
    warnings.push(`Key ${key.name}, the song is in ${song.key}`);
  return warnings;
}

/**
 * The key and tempo the song's files agree on, to suggest for a song that has none: the key most
 * sure across files (confidences summed), and the median of the sure tempos; null when none is sure.
 */
export function suggestedMusic(analyses: readonly (AudioAnalysis | null)[]): SongMusic {
  const keyWeight = new Map<MusicalKey, number>();
  const tempos: number[] = [];
  for (const analysis of analyses) {
    if (analysis?.key && analysis.key.confidence >= SURE)
      keyWeight.set(analysis.key.name, (keyWeight.get(analysis.key.name) ?? 0) + analysis.key.confidence);
    if (analysis?.tempo && analysis.tempo.confidence >= SURE) tempos.push(analysis.tempo.bpm);
  }
  const key = [...keyWeight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  tempos.sort((a, b) => a - b);
  if (tempos.length === 0) return { key, tempoBpm: null };
  const middle = tempos.length / 2;
  const median =
    tempos.length % 2 === 1
      ? (tempos[Math.floor(middle)] ?? 0)
      : ((tempos[middle - 1] ?? 0) + (tempos[middle] ?? 0)) / 2;
  return { key, tempoBpm: Math.round(median) };
}
