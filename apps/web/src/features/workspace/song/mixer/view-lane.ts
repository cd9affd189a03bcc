import type { Track } from '@create-together/contract';
import type { MixerLane } from './use-mixer';

/** A lane of the view: a track, or a take being compared (drawn dashed on B, its replaced track dimmed). */
export interface ViewLane extends MixerLane {
  track: Track;
  /** A take's lane (B only): not a track of the song. */
  take?: boolean;
}
