import type { TrackFile } from '@create-together/contract';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type CountIn, MixerEngine, type MixerVoice } from '@/lib/mixer/engine';
import type { EngineState } from '@/lib/mixer/engine-state';
import type { AbSide, VoiceGroup } from '@/lib/mixer/voice-gains';
import type { ListenerPrefs } from './listener-prefs';

/** A lane the engine plays: a track, or a proposal's take while it is being compared. */
export interface MixerLane {
  id: string;
  file: TrackFile | null;
  startOffsetMs: number;
  durationMs: number;
  gainDb: number;
  pan: number;
  group: VoiceGroup;
}

const voiceOf = (lane: MixerLane): MixerVoice => ({
  id: lane.id,
  file: lane.file ? { url: lane.file.url, mimeType: lane.file.mimeType } : null,
  startOffsetMs: lane.startOffsetMs,
  gainDb: lane.gainDb,
  pan: lane.pan,
  group: lane.group,
});

/** What makes the engine load its voices again: which files play where, in which group (not the mix). */
const signatureOf = (lanes: readonly MixerLane[]) =>
  lanes.map((lane) => `${lane.id}:${lane.file?.url ?? '-'}:${lane.startOffsetMs}:${lane.group}`).join('|');

/**
 * The song's engine for a screen (lib/mixer/engine.ts): made when the panel mounts, opened (audio
 * context, worker, worklet) on the first Play — browsers start audio on a gesture, and a listener who
 * never presses Play decodes nothing — and closed when the panel goes. The band's mix and the
 * listener's mutes, solos, loop and A/B side follow the props; the playhead is read, not rendered.
 */
export function useMixer(lanes: readonly MixerLane[], prefs: ListenerPrefs, side: AbSide = 'A') {
  const engine = useMemo(() => new MixerEngine(), []);
  useEffect(() => () => engine.dispose(), [engine]);
  const state = useSyncExternalStore(
    useCallback(
      (changed: () => void) => engine.subscribe((event) => event.type === 'state' && changed()),
      [engine],
    ),
    () => engine.state,
  );
  const signature = signatureOf(lanes);
  const loaded = useRef<string | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  /** Where the playhead rests before the engine is open (a click on the ruler before any Play). */
  const rest = useRef(0);
  const [, setRestTick] = useState(0);
  const latest = useRef(lanes);
  latest.current = lanes;

  const ensureLoaded = useCallback(async () => {
    const wanted = signatureOf(latest.current);
    if (loaded.current === wanted) return;
    loading.current = engine.load(latest.current.map(voiceOf)).then(() => {
      if (engine.state.status === 'failed') return;
      loaded.current = wanted;
      apply.current();
      if (rest.current > 0 && engine.state.status === 'ready') engine.seek(rest.current);
    });
    await loading.current;
  }, [engine]);

  // A changed voice set while the engine is open: loaded again, the playhead kept.
  useEffect(() => {
    if (loaded.current !== null && loaded.current !== signature) void ensureLoaded();
  }, [signature, ensureLoaded]);

  // The band's mix (the cache: a fader here, or another screen's through the room), the listener's
  // mutes and solos (solo wins), loop and A/B side: set now, and again once a load built new voices.
  const apply = useRef(() => {});
  apply.current = () => {
    for (const lane of lanes) {
      engine.setMix(lane.id, { gainDb: lane.gainDb, pan: lane.pan });
      engine.setSolo(lane.id, prefs.soloed.includes(lane.id));
      engine.setMute(lane.id, prefs.muted.includes(lane.id));
    }
    engine.setLoop(prefs.loopOn ? prefs.loop : null);
    engine.setAB(side);
  };
  useEffect(() => {
    for (const lane of lanes) engine.setMix(lane.id, { gainDb: lane.gainDb, pan: lane.pan });
  }, [engine, lanes]);
  useEffect(() => {
    for (const lane of latest.current) {
      engine.setSolo(lane.id, prefs.soloed.includes(lane.id));
      engine.setMute(lane.id, prefs.muted.includes(lane.id));
    }
  }, [engine, prefs.muted, prefs.soloed]);
  useEffect(() => {
    engine.setLoop(prefs.loopOn ? prefs.loop : null);
  }, [engine, prefs.loopOn, prefs.loop]);
  useEffect(() => {
    engine.setAB(side);
  }, [engine, side]);

  /** Plays from the playhead, after a count-in's clicks when one is given (a take being recorded). */
  const play = useCallback(
    async (countIn?: CountIn) => {
      await ensureLoaded();
      engine.play(countIn);
    },
    [engine, ensureLoaded],
  );

  const pause = useCallback(() => engine.pause(), [engine]);

  const seek = useCallback(
    (seconds: number) => {
      rest.current = Math.max(0, seconds);
      if (engine.state.status === 'idle' || engine.state.status === 'opening')
        setRestTick((tick) => tick + 1);
      else engine.seek(seconds);
    },
    [engine],
  );

  /** The playhead in song seconds, for a frame's drawing. */
  const position = useCallback(
    () =>
      engine.state.status === 'idle' || engine.state.status === 'opening' ? rest.current : engine.position,
    [engine],
  );

  return { engine, state: state as EngineState, load: ensureLoaded, play, pause, seek, position };
}

export type Mixer = ReturnType<typeof useMixer>;
