import type { Media, Song } from '@create-together/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useProposeContribution } from '@/entities/contributions';
import { formatDuration } from '@/entities/media';
import { scheduleCountIn } from '@/lib/mixer/count-in';
import type { MixerEngineEvent } from '@/lib/mixer/engine';
import { barSeconds } from '@/lib/mixer/timing';
import { writeWav } from '@/lib/mixer/wav-writer';
import { countInDelay, estimatedLatency } from '@/lib/recorder/latency';
import { keepLatency, keepNudge, keptNudge, measuredLatency } from '@/lib/recorder/latency-store';
import { placeTake } from '@/lib/recorder/take-placement';
import {
  type InputFacts,
  type RecordedAudio,
  RecorderFailed,
  TakeRecorder,
} from '@/lib/recorder/take-recorder';
import { isAbortError, uploadMedia } from '@/lib/upload';
import type { Mixer } from '../mixer/use-mixer';

/** How the take was put back on the beat: heard in the count-in, measured before on this input, or estimated. */
export type AlignedBy = 'count-in' | 'measured' | 'estimate';

export interface RecordedTake {
  media: Media;
  /** Where it starts in the song before any nudge, and how it was aligned. */
  startOffsetMs: number;
  latencyMs: number;
  alignedBy: AlignedBy;
  seconds: number;
}

export type TakeStage =
  | { stage: 'idle' }
  | { stage: 'arming' }
  | { stage: 'armed'; roundTrip: RoundTrip }
  | { stage: 'measuring' }
  | { stage: 'counting' | 'recording' }
  | { stage: 'saving'; fraction: number | null }
  | { stage: 'recorded'; take: RecordedTake }
  | { stage: 'proposed'; take: RecordedTake }
  | { stage: 'failed'; message: string };

/** What the armed input's round trip is taken to be before a take: measured on it, or estimated. */
export interface RoundTrip {
  latencyMs: number;
  measured: boolean;
  /** The last measurement did not hear its clicks. */
  unheard?: boolean;
}

/** A calibration's clicks: two bars at 120 bpm, loud enough for a microphone near the speakers. */
const CALIBRATION = { beats: 8, periodSeconds: 0.5, beatsPerBar: 4 };

/** What a count-in needs of the song: a tempo. Null: the take starts without one. */
function countInOf(song: Song) {
  if (!song.tempoBpm) return null;
  return { beats: song.beatsPerBar, periodSeconds: 60 / song.tempoBpm, beatsPerBar: song.beatsPerBar };
}

/**
 * Recording a take into the song (docs/design/review.md §4), in the mixer's AudioContext: arm (the
 * input opens, its level shows), record (a bar's count-in at the song's tempo from the start of the
 * playhead's bar, the song playing), stop (the take is placed on the beat, written as a 32-bit float
 * WAV and uploaded to the member's library with its progress), propose (a contribution with the take
 * as a new track). The round trip is heard in the count-in when the input picks the clicks up, else
 * the one measured last on this input, else the browser's estimate; a nudge moves the take.
 */
export function useTakeRecording(
  projectId: string,
  song: Song,
  mixer: Mixer,
  loop: { start: number; end: number } | null = null,
) {
  const [stage, setStage] = useState<TakeStage>({ stage: 'idle' });
  const [nudgeMs, setNudgeMs] = useState(0);
  const recorder = useRef<TakeRecorder | null>(null);
  /** The input the last take came from, kept after it closed (its nudge is remembered per input). */
  const input = useRef<InputFacts | null>(null);
  const started = useRef<Extract<MixerEngineEvent, { type: 'started' }> | null>(null);
  const upload = useRef<AbortController | null>(null);
  /** Ends listening for the song's start (the take's placement waits for it). */
  const stopListening = useRef<(() => void) | null>(null);
  const propose = useProposeContribution(projectId);

  const release = useCallback(() => {
    recorder.current?.close();
    recorder.current = null;
  }, []);
  useEffect(
    () => () => {
      upload.current?.abort();
      stopListening.current?.();
      release();
    },
    [release],
  );

  const fail = (error: unknown) => {
    release();
    setStage({
      stage: 'failed',
      message: error instanceof RecorderFailed ? error.message : 'The take could not be recorded.',
    });
  };

  const arm = async () => {
    setStage({ stage: 'arming' });
    try {
      await mixer.load();
      const context = mixer.engine.audioContext;
      if (!context) throw new RecorderFailed('The song could not be opened for recording.');
      await context.resume();
      recorder.current = await TakeRecorder.open(context);
      input.current = recorder.current.input;
      setNudgeMs(keptNudge(input.current));
      setStage({ stage: 'armed', roundTrip: armedRoundTrip(context, input.current) });
    } catch (error) {
      fail(error);
    }
  };

  /** What a take from this input would be aligned by, if its count-in is not heard. */
  function armedRoundTrip(context: AudioContext, facts: InputFacts): RoundTrip {
    const measured = measuredLatency(facts);
    return measured !== null
      ? { latencyMs: measured, measured: true }
      : { latencyMs: estimatedLatency(context, facts.latencySeconds) * 1000, measured: false };
  }

  /**
   * Measures this input's round trip once (kept for it): two bars of clicks played alone, found in
   * what the input hears — through speakers near the microphone, or a cable from output to input.
   */
  const calibrate = async () => {
    const armed = recorder.current;
    const context = mixer.engine.audioContext;
    if (!armed || !context) return;
    setStage({ stage: 'measuring' });
    const rate = context.sampleRate;
    const period = CALIBRATION.periodSeconds * rate;
    const endFrame = Math.ceil((context.currentTime + 0.3) * rate) + CALIBRATION.beats * period;
    armed.record();
    const clicks = scheduleCountIn(context, context.destination, endFrame, CALIBRATION);
    await new Promise((resolve) =>
      setTimeout(resolve, ((endFrame + period) / rate - context.currentTime) * 1000),
    );
    const audio = await armed.stop();
    clicks.stop();
    const heard = countInDelay(audio, clicks.frames, period, rate);
    if (heard) keepLatency(armed.input, (heard.frames / rate) * 1000);
    setStage({ stage: 'armed', roundTrip: { ...armedRoundTrip(context, armed.input), unheard: !heard } });
  };

  const record = async () => {
    const armed = recorder.current;
    if (!armed) return;
    const countIn = countInOf(song);
    // From the start of the playhead's bar, so the count-in leads into a downbeat.
    if (countIn && song.tempoBpm) {
      const bar = barSeconds(song.tempoBpm, song.beatsPerBar);
      mixer.seek(Math.floor(mixer.position() / bar + 1e-6) * bar);
    }
    started.current = null;
    // The take is placed by the song's first start after Record (a later one — a seek during the
    // take — would not match what was already captured).
    stopListening.current?.();
    stopListening.current = mixer.engine.subscribe((event) => {
      if (event.type !== 'started') return;
      started.current = event;
      stopListening.current?.();
      stopListening.current = null;
      // Counting in until the song's first frame is heard.
      const context = mixer.engine.audioContext;
      const wait = context
        ? event.atFrame / event.rate - context.currentTime + (context.outputLatency || 0)
        : 0;
      setTimeout(
        () => setStage((now) => (now.stage === 'counting' ? { stage: 'recording' } : now)),
        Math.max(0, wait * 1000),
      );
    });
    // A take is the song played once: a loop would replay it under what is being captured.
    mixer.engine.setLoop(null);
    armed.record();
    setStage({ stage: countIn ? 'counting' : 'recording' });
    await mixer.play(countIn ?? undefined);
  };

  const stop = async () => {
    const armed = recorder.current;
    if (!armed) return;
    stopListening.current?.();
    stopListening.current = null;
    mixer.pause();
    mixer.engine.setLoop(loop);
    const audio = await armed.stop();
    release();
    const start = started.current;
    const context = mixer.engine.audioContext;
    if (!start || !context || audio.channels.length === 0) {
      fail(new RecorderFailed('The song did not start, so nothing was recorded.'));
      return;
    }
    const { latencyMs, alignedBy } = roundTrip(audio, start, armed.input, context);
    const placement = placeTake({
      captureFrame: audio.captureFrame,
      startFrame: start.atFrame,
      fromFrame: start.fromFrame,
      latencyFrames: Math.round((latencyMs * audio.rate) / 1000),
      rate: audio.rate,
    });
    const channels = audio.channels.map((channel) => channel.subarray(placement.trimFrames));
    const seconds = (channels[0]?.length ?? 0) / audio.rate;
    if (seconds < 0.1) {
      fail(new RecorderFailed('The take is too short to keep.'));
      return;
    }
    const wav = writeWav({ sampleRate: audio.rate, channels: channels.length, format: 'float32' }, channels, {
      title: `Take at ${formatDuration(placement.startOffsetMs / 1000)}`,
      comment: `Recorded in the song; aligned by ${alignedBy} (${Math.round(latencyMs)} ms round trip).`,
      date: new Date().toISOString().slice(0, 10),
      software: 'Create Together',
    });
    setStage({ stage: 'saving', fraction: 0 });
    upload.current = new AbortController();
    try {
      const media = await uploadMedia(new Blob([wav], { type: 'audio/wav' }), {
        title: `Take at ${formatDuration(placement.startOffsetMs / 1000)}`,
        signal: upload.current.signal,
        onProgress: ({ fraction }) => setStage({ stage: 'saving', fraction }),
      });
      setStage({
        stage: 'recorded',
        take: { media, startOffsetMs: placement.startOffsetMs, latencyMs, alignedBy, seconds },
      });
    } catch (error) {
      if (isAbortError(error)) setStage({ stage: 'idle' });
      else
        setStage({
          stage: 'failed',
          message: error instanceof Error ? error.message : 'The take could not be saved.',
        });
    }
  };

  /** The round trip of this take: from its count-in when heard (and kept for this input), else as before. */
  function roundTrip(
    audio: RecordedAudio,
    start: Extract<MixerEngineEvent, { type: 'started' }>,
    facts: InputFacts,
    context: AudioContext,
  ): { latencyMs: number; alignedBy: AlignedBy } {
    const period = song.tempoBpm ? (60 / song.tempoBpm) * audio.rate : 0;
    const heard = period > 0 ? countInDelay(audio, start.clickFrames, period, audio.rate) : null;
    if (heard) {
      const latencyMs = (heard.frames / audio.rate) * 1000;
      keepLatency(facts, latencyMs);
      return { latencyMs, alignedBy: 'count-in' };
    }
    const before = armedRoundTrip(context, facts);
    return { latencyMs: before.latencyMs, alignedBy: before.measured ? 'measured' : 'estimate' };
  }

  /** Proposes the recorded take as a new track, at its place moved by the nudge (later when positive). */
  const proposeTake = (name: string, role: string) => {
    if (stage.stage !== 'recorded') return;
    const { take } = stage;
    const startOffsetMs = Math.max(0, take.startOffsetMs + nudgeMs);
    propose.mutate(
      {
        content: `Recorded take: ${name}, from ${formatDuration(startOffsetMs / 1000)}.`,
        takes: [{ kind: 'add', mediaId: take.media.mediaId, name, role, startOffsetMs, gainDb: 0, pan: 0 }],
      },
      { onSuccess: () => setStage({ stage: 'proposed', take }) },
    );
  };

  /** The member's nudge, kept for this input: the next take from it starts with it. */
  const changeNudge = (ms: number) => {
    setNudgeMs(ms);
    if (input.current) keepNudge(input.current, ms);
  };

  const reset = () => {
    upload.current?.abort();
    release();
    propose.reset();
    setStage({ stage: 'idle' });
  };

  return {
    stage,
    nudgeMs,
    setNudgeMs: changeNudge,
    level: () => recorder.current?.level() ?? 0,
    arm,
    record,
    stop,
    calibrate,
    proposeTake,
    proposing: propose.isPending,
    proposeError: propose.error,
    reset,
  };
}

export type TakeRecording = ReturnType<typeof useTakeRecording>;
