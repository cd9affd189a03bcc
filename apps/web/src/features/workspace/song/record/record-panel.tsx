import type { Song } from '@create-together/contract';
import { Circle, Mic, Square } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { UploadProgress } from '@/components/ui/upload-progress';
import { formatDuration } from '@/entities/media';
import { cn } from '@/lib/cn';
import { useFrame } from '../mixer/use-frame';
import type { Mixer } from '../mixer/use-mixer';
import { type AlignedBy, type RoundTrip, type TakeRecording, useTakeRecording } from './use-take-recording';

const ALIGNED_BY: Record<AlignedBy, string> = {
  'count-in': 'from the count-in, as the input heard it',
  measured: 'by the round trip measured last on this input',
  estimate: 'by the round trip the browser reports (estimated)',
};

/**
 * Recording a take into the song, under the transport (docs/design/review.md §4): Record a take →
 * the input's level → Record (a bar's count-in, the song playing) → Stop, which keeps the take in
 * the member's library and places it on the beat → Propose this take. Two clicks from the end of a
 * take to a proposal; a nudge moves it first when it sounds early or late.
 */
export function RecordPanel({
  projectId,
  song,
  mixer,
  loop,
}: {
  projectId: string;
  song: Song;
  mixer: Mixer;
  /** The listener's loop: off while a take is recorded (the song plays on once), back after. */
  loop: { start: number; end: number } | null;
}) {
  const recording = useTakeRecording(projectId, song, mixer, loop);
  const { stage } = recording;
  if (stage.stage === 'idle')
    return (
      <div className="flex justify-end border-t border-line px-3 py-2">
        <button type="button" onClick={() => void recording.arm()} className={buttonClass('secondary', 'sm')}>
          <Mic aria-hidden className="size-4" />
          Record a take
        </button>
      </div>
    );
  return (
    <section aria-label="Record a take" className="border-t border-line bg-surface-2/60 px-3 py-3 text-sm">
      <RecordStage recording={recording} song={song} />
    </section>
  );
}

function RecordStage({ recording, song }: { recording: TakeRecording; song: Song }) {
  const { stage } = recording;
  switch (stage.stage) {
    case 'idle':
      return null;
    case 'arming':
      return <p className="text-ink-muted">Opening the input…</p>;
    case 'measuring':
      return (
        <p role="status" className="text-ink-muted">
          Measuring the round trip: let the input hear the clicks…
        </p>
      );
    case 'armed':
    case 'counting':
    case 'recording':
      return <Capture recording={recording} song={song} />;
    case 'saving':
      return (
        <UploadProgress
          label="Keeping the take in your library"
          percent={stage.fraction === null ? null : Math.round(stage.fraction * 100)}
          onCancel={recording.reset}
        />
      );
    case 'recorded':
      return <Review recording={recording} />;
    case 'proposed':
      return (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-ink">
            Proposed. Your take waits for the band under Contributions, with A/B to hear it in the song.
          </p>
          <button type="button" onClick={recording.reset} className={buttonClass('secondary', 'sm')}>
            Record another
          </button>
        </div>
      );
    case 'failed':
      return (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="alert" className="text-rose-300">
            {stage.message}
          </p>
          <button type="button" onClick={recording.reset} className={buttonClass('secondary', 'sm')}>
            Close
          </button>
        </div>
      );
  }
}

function Capture({ recording, song }: { recording: TakeRecording; song: Song }) {
  const meter = useRef<HTMLDivElement>(null);
  const clock = useRef<HTMLSpanElement>(null);
  const began = useRef<number | null>(null);
  const { stage } = recording;
  const live = stage.stage !== 'armed';
  const capturing = stage.stage === 'recording';
  useFrame(() => {
    if (capturing && began.current === null) began.current = performance.now();
    const level = recording.level();
    if (meter.current) meter.current.style.transform = `scaleX(${Math.min(1, Math.sqrt(level))})`;
    if (clock.current && began.current !== null)
      clock.current.textContent = formatDuration((performance.now() - began.current) / 1000);
  }, true);
  const countIn = song.tempoBpm
    ? `A bar's count-in at ${song.tempoBpm} bpm, from the start of the playhead's bar.`
    : 'The song has no tempo: recording starts with it, without a count-in.';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <span className="shrink-0 text-xs text-ink-muted">Input</span>
        <div
          role="img"
          aria-label="Input level"
          className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-surface-3"
        >
          <div ref={meter} className="h-full origin-left scale-x-0 rounded-full bg-emerald-400" />
        </div>
        {live ? (
          <span
            className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-rose-300"
            role="status"
          >
            <Circle aria-hidden className="size-2.5 animate-pulse fill-current" />
            {stage.stage === 'counting' ? 'Counting in…' : 'Recording'}{' '}
            <span ref={clock} className="tabular-nums" />
          </span>
        ) : null}
      </div>
      <p className="text-xs text-ink-faint">
        {countIn} When the input hears the clicks (speakers, or a cable from output to input), they put the
        take on the beat.
      </p>
      {stage.stage === 'armed' ? <RoundTripLine recording={recording} roundTrip={stage.roundTrip} /> : null}
      <div className="flex justify-end gap-2">
        {live ? (
          <button
            type="button"
            onClick={() => void recording.stop()}
            className={buttonClass('primary', 'sm')}
          >
            <Square aria-hidden className="size-3.5 fill-current" />
            Stop
          </button>
        ) : (
          <>
            <button type="button" onClick={recording.reset} className={buttonClass('ghost', 'sm')}>
              Cancel
            </button>
            <button
              type="button"
              onClick={() => void recording.record()}
              className={buttonClass('primary', 'sm')}
            >
              <Circle aria-hidden className="size-3 fill-rose-400 text-rose-400" />
              Record
            </button>
          </>
        )}
      </div>
    </div>
  );
}

function RoundTripLine({ recording, roundTrip }: { recording: TakeRecording; roundTrip: RoundTrip }) {
  const ms = Math.round(roundTrip.latencyMs);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
      <p className={roundTrip.unheard ? 'text-amber-200' : 'text-ink-muted'}>
        {roundTrip.unheard
          ? 'The input did not hear the clicks: hold the microphone near the speakers, or connect the output to the input, and measure again.'
          : roundTrip.measured
            ? `Round trip ${ms} ms, measured on this input.`
            : `Round trip about ${ms} ms, as the browser reports it: measure it once for this input, or nudge the take after.`}
      </p>
      <button type="button" onClick={() => void recording.calibrate()} className={buttonClass('ghost', 'sm')}>
        Measure the round trip
      </button>
    </div>
  );
}

function Review({ recording }: { recording: TakeRecording }) {
  const id = useId();
  const [name, setName] = useState('Take');
  const { stage } = recording;
  if (stage.stage !== 'recorded') return null;
  const { take } = stage;
  const at = Math.max(0, take.startOffsetMs + recording.nudgeMs);
  return (
    <form
      aria-label="The recorded take"
      onSubmit={(event) => {
        event.preventDefault();
        recording.proposeTake(name.trim() || 'Take', '');
      }}
      className="flex flex-col gap-2"
    >
      <p className="text-ink">
        Kept in your library: {formatDuration(take.seconds)} from {formatDuration(at / 1000)}, aligned{' '}
        {ALIGNED_BY[take.alignedBy]} ({Math.round(take.latencyMs)} ms).
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs text-ink-muted" htmlFor={`${id}-name`}>
          Track name
          <input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            className={cn(inputClass, 'h-9 w-44')}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-ink-muted" htmlFor={`${id}-nudge`}>
          Move it (ms, + later)
          <input
            id={`${id}-nudge`}
            type="number"
            step={1}
            min={-500}
            max={500}
            value={recording.nudgeMs}
            onChange={(event) =>
              recording.setNudgeMs(Math.max(-500, Math.min(500, Number(event.target.value) || 0)))
            }
            className={cn(inputClass, 'h-9 w-28 tabular-nums')}
          />
        </label>
        <div className="ml-auto flex gap-2">
          <button type="button" onClick={recording.reset} className={buttonClass('ghost', 'sm', 'h-9')}>
            Keep it in my library only
          </button>
          <button
            type="submit"
            disabled={recording.proposing}
            className={buttonClass('primary', 'sm', 'h-9')}
          >
            {recording.proposing ? 'Proposing…' : 'Propose this take'}
          </button>
        </div>
      </div>
      {recording.proposeError ? (
        <p role="alert" className="text-xs text-rose-300">
          {recording.proposeError.message}
        </p>
      ) : null}
    </form>
  );
}
