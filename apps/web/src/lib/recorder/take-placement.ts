/**
 * Where a recorded take goes in the song (docs/design/review.md §4): a sample the recorder caught at
 * context frame C is what the player heard of the frame rendered at C − latency, so it belongs at
 * song frame `fromFrame + (C − latency − startFrame)`, where playback rendered song frame `fromFrame`
 * at context frame `startFrame`. All in frames of the one AudioContext that plays and records.
 */
export interface TakeTiming {
  /** The context frame of the take's first captured sample. */
  captureFrame: number;
  /** The context frame at which playback rendered song frame `fromFrame`. */
  startFrame: number;
  /** The song frame playback started from. */
  fromFrame: number;
  /** Round trip, output and input: frames between a sound rendered and the same sound captured. */
  latencyFrames: number;
  rate: number;
}

/** Where the kept take starts in the song (whole ms, as tracks say it), and how many frames to cut from its head. */
export interface TakePlacement {
  startOffsetMs: number;
  trimFrames: number;
}

/**
 * The take's place: its first sample's song frame, to the nearest millisecond (half a millisecond
 * at most off the beat). What was caught before the song's start is cut; what was caught during a
 * count-in within the song is kept (a pickup), so a nudge only moves the take.
 */
export function placeTake({
  captureFrame,
  startFrame,
  fromFrame,
  latencyFrames,
  rate,
}: TakeTiming): TakePlacement {
  const firstSongFrame = fromFrame + captureFrame - latencyFrames - startFrame;
  return {
    startOffsetMs: Math.round((Math.max(0, firstSongFrame) * 1000) / rate),
    trimFrames: Math.max(0, -firstSongFrame),
  };
}
