import { type Media, TAKES_MAX, type TakeBody, type TrackColour } from '@create-together/contract';
import { FileAudio, Music, X } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { MediaPicker } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { fieldA11y, inputClass } from '@/components/ui/form-parts';
import { formatDuration } from '@/entities/media';
import { useSong } from '@/entities/songs';
import { cn } from '@/lib/cn';
import { nextColour } from './add-track-dialog';
import { formatOffset, parseOffset } from './offset-format';

/** A take as the proposer is writing it. */
export interface TakeDraft {
  key: string;
  /** 'new': a new track; else the id of the track it gives a new file. */
  target: string;
  file: Media | null;
  name: string;
  role: string;
  colour: TrackColour;
  start: string;
}

/** Why the takes cannot be sent yet; null when they can. */
export function takesProblem(takes: readonly TakeDraft[]): string | null {
  if (takes.some((take) => !take.file)) return 'Choose the audio of every take.';
  if (takes.some((take) => parseOffset(take.start) === null))
    return 'Write each take’s start as minutes:seconds.milliseconds, e.g. 0:12.500.';
  const replaced = takes.filter((take) => take.target !== 'new').map((take) => take.target);
  if (new Set(replaced).size !== replaced.length) return 'Each track can be replaced by one take only.';
  return null;
}

/** The takes as the server takes them. */
export function takesBody(takes: readonly TakeDraft[]): TakeBody[] {
  return takes.map((take) => {
    const startOffsetMs = parseOffset(take.start) ?? 0;
    const mediaId = take.file?.mediaId ?? '';
    if (take.target === 'new')
      return {
        kind: 'add',
        mediaId,
        name: take.name.trim() || undefined,
        role: take.role.trim(),
        colour: take.colour,
        startOffsetMs,
        gainDb: 0,
        pan: 0,
      };
    return { kind: 'replace', replacesTrackId: take.target, mediaId, startOffsetMs };
  });
}

let keys = 0;

/**
 * "Add a take" under a proposal: a new track, or a new file for one of the song's tracks, with its
 * start. The proposer's audio stays as private as it is: the band hears it in the song.
 */
export function TakeFields({
  projectId,
  takes,
  onChange,
  disabled,
  error,
  ref,
}: {
  projectId: string;
  takes: readonly TakeDraft[];
  onChange: (takes: TakeDraft[]) => void;
  disabled: boolean;
  /** Why the takes cannot be sent, under them: the first take's choice reads it and takes the focus. */
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}) {
  const errorId = useId();
  const song = useSong(projectId);
  const tracks = song.data?.tracks ?? [];
  const add = () =>
    onChange([
      ...takes,
      {
        key: `take-${++keys}`,
        target: 'new',
        file: null,
        name: '',
        role: '',
        colour: nextColour([...tracks.map((track) => track.colour), ...takes.map((take) => take.colour)]),
        start: '0:00.000',
      },
    ]);
  const set = (key: string, change: Partial<TakeDraft>) =>
    onChange(takes.map((take) => (take.key === key ? { ...take, ...change } : take)));

  return (
    <div className="flex flex-col gap-2">
      {takes.map((take, index) => (
        <TakeRow
          key={take.key}
          index={index}
          take={take}
          tracks={tracks}
          disabled={disabled}
          onChange={(change) => set(take.key, change)}
          onRemove={() => onChange(takes.filter((each) => each.key !== take.key))}
          {...(index === 0 ? { targetRef: ref, ...fieldA11y(errorId, error) } : {})}
        />
      ))}
      {error ? (
        <p id={`${errorId}-error`} className="text-xs font-medium text-rose-300">
          {error}
        </p>
      ) : null}
      {takes.length < TAKES_MAX ? (
        <button
          type="button"
          onClick={add}
          disabled={disabled}
          className={buttonClass('secondary', 'sm', 'self-start')}
        >
          <Music aria-hidden className="size-4" />
          Add a take
        </button>
      ) : null}
    </div>
  );
}

function TakeRow({
  index,
  take,
  tracks,
  disabled,
  onChange,
  onRemove,
  targetRef,
  ...described
}: {
  targetRef?: Ref<HTMLSelectElement> | undefined;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  index: number;
  take: TakeDraft;
  tracks: readonly { id: string; name: string }[];
  disabled: boolean;
  onChange: (change: Partial<TakeDraft>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const label = `Take ${index + 1}`;
  return (
    <fieldset className="rounded-xl border border-line bg-surface-2/60 p-3" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-40 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-target`} className="text-xs font-medium text-ink-muted">
            {label}
          </label>
          <select
            ref={targetRef}
            id={`${id}-target`}
            {...described}
            value={take.target}
            onChange={(event) => onChange({ target: event.target.value })}
            className={cn(inputClass, 'h-10')}
          >
            <option value="new">New track</option>
            {tracks.map((track) => (
              <option key={track.id} value={track.id}>
                New file for {track.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => setPicking(true)}
          className={buttonClass('secondary', 'md', 'h-10 max-w-full min-w-0 justify-start')}
        >
          <FileAudio aria-hidden className="size-4" />
          <span className="truncate">
            {take.file
              ? `${take.file.title}${take.file.durationSeconds != null ? ` · ${formatDuration(take.file.durationSeconds)}` : ''}`
              : 'Choose audio'}
          </span>
        </button>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-start`} className="text-xs font-medium text-ink-muted">
            Starts at
          </label>
          <input
            id={`${id}-start`}
            value={take.start}
            inputMode="decimal"
            onChange={(event) => onChange({ start: event.target.value })}
            onBlur={() => {
              const ms = parseOffset(take.start);
              if (ms !== null) onChange({ start: formatOffset(ms) });
            }}
            className={cn(inputClass, 'h-10 w-28 tabular-nums')}
          />
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${label.toLowerCase()}`}
          className={buttonClass('ghost', 'icon')}
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      {take.target === 'new' ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <input
            aria-label={`${label}: track name`}
            placeholder={take.file?.title ?? 'Track name'}
            value={take.name}
            maxLength={80}
            onChange={(event) => onChange({ name: event.target.value })}
            className={cn(inputClass, 'h-10')}
          />
          <input
            aria-label={`${label}: role`}
            placeholder="Role (Vocals, Bass…)"
            value={take.role}
            maxLength={40}
            onChange={(event) => onChange({ role: event.target.value })}
            className={cn(inputClass, 'h-10')}
          />
        </div>
      ) : null}
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        kind="audio"
        title={`Audio for ${label.toLowerCase()}`}
        description="Your file stays as private as it is: the band hears it in the song, nobody else."
        onPick={(media) => onChange({ file: media })}
      />
    </fieldset>
  );
}
