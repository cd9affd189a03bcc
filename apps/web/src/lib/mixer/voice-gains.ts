import { dbToGain } from './timing';

/**
 * What a voice's GainNode holds (docs/design/music-tracks.md §6.4, §6.7): the band's fader, the
 * listener's own mute and solo (solo wins: with any solo, only soloed voices sound), and which side
 * of an A/B comparison is heard — both sides are decoded all along, so switching is a gain change
 * and the playhead never moves.
 */

/** `both`: the song's tracks; `A`: a track a proposal replaces; `B`: a proposal's take. */
export type VoiceGroup = 'both' | 'A' | 'B';
export type AbSide = 'A' | 'B';

export interface Listening {
  muted: ReadonlySet<string>;
  soloed: ReadonlySet<string>;
  side: AbSide;
}

export function voiceGain(
  voice: { id: string; gainDb: number; group: VoiceGroup },
  listening: Listening,
): number {
  if (voice.group !== 'both' && voice.group !== listening.side) return 0;
  const audible = listening.soloed.size > 0 ? listening.soloed.has(voice.id) : !listening.muted.has(voice.id);
  return audible ? dbToGain(voice.gainDb) : 0;
}

/** The song's pan (−100 left … 100 right) as a StereoPannerNode's. */
export function panValue(pan: number): number {
  return Math.max(-1, Math.min(1, pan / 100));
}
