import { TRACK_COLOURS, TRACK_NAME_MAX, TRACK_ROLE_MAX, type TrackColour } from '@create-together/contract';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { cn } from '@/lib/cn';
import { formatOffset, parseOffset } from './offset-format';
import { TRACK_COLOUR_CHIP } from './track-colours';

/** What the web suggests as a track's role (any text up to 40 characters is taken). */
export const ROLE_SUGGESTIONS = [
  'Vocals',
  'Backing vocals',
  'Drums',
  'Percussion',
  'Bass',
  'Guitar',
  'Keys',
  'Synth',
  'Strings',
  'Brass',
  'FX',
  'Other',
] as const;

/** A track's fields as typed: the start as text until it is sent. */
export interface TrackDraft {
  name: string;
  role: string;
  colour: TrackColour;
  start: string;
}

export const draftOf = (track: {
  name: string;
  role: string;
  colour: TrackColour;
  startOffsetMs: number;
}): TrackDraft => ({
  name: track.name,
  role: track.role,
  colour: track.colour,
  start: formatOffset(track.startOffsetMs),
});

/** What is wrong with a draft, field by field (the server says the rest: where the song ends). */
export function draftErrors(draft: TrackDraft): Partial<Record<keyof TrackDraft, string>> {
  const errors: Partial<Record<keyof TrackDraft, string>> = {};
  if (!draft.name.trim()) errors.name = 'Track name cannot be empty.';
  if (parseOffset(draft.start) === null)
    errors.start = 'Write the start as minutes:seconds.milliseconds, e.g. 0:12.500.';
  return errors;
}

const NUDGES = [
  { label: '−1 s', ms: -1000 },
  { label: '−10 ms', ms: -10 },
  { label: '+10 ms', ms: 10 },
  { label: '+1 s', ms: 1000 },
] as const;

/** Name, role (with suggestions), colour and start (m:ss.mmm with nudges) of a track. */
export function TrackFields({
  draft,
  onChange,
  errors,
}: {
  draft: TrackDraft;
  onChange: (draft: TrackDraft) => void;
  errors: Partial<Record<keyof TrackDraft, string>>;
}) {
  const id = useId();
  const set = (change: Partial<TrackDraft>) => onChange({ ...draft, ...change });
  const nudge = (ms: number) => {
    const at = parseOffset(draft.start) ?? 0;
    set({ start: formatOffset(Math.max(0, at + ms)) });
  };
  const described = (field: keyof TrackDraft) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const error = (field: keyof TrackDraft) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-xs font-medium text-rose-300">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink">
          Name
        </label>
        <input
          id={`${id}-name`}
          value={draft.name}
          maxLength={TRACK_NAME_MAX}
          onChange={(event) => set({ name: event.target.value })}
          className={cn(inputClass, 'h-10')}
          {...described('name')}
        />
        {error('name')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-role`} className="text-sm font-medium text-ink">
          Role <span className="font-normal text-ink-faint">(optional)</span>
        </label>
        <input
          id={`${id}-role`}
          value={draft.role}
          maxLength={TRACK_ROLE_MAX}
          list={`${id}-roles`}
          placeholder="Vocals, Bass, Keys…"
          onChange={(event) => set({ role: event.target.value })}
          className={cn(inputClass, 'h-10')}
        />
        <datalist id={`${id}-roles`}>
          {ROLE_SUGGESTIONS.map((role) => (
            <option key={role} value={role} />
          ))}
        </datalist>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-ink">Colour</legend>
        <div className="flex flex-wrap gap-1">
          {TRACK_COLOURS.map((colour) => (
            <label
              key={colour}
              title={colour}
              className="grid size-11 cursor-pointer place-items-center rounded-lg has-[:checked]:bg-white/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-400"
            >
              <input
                type="radio"
                name={`${id}-colour`}
                value={colour}
                checked={draft.colour === colour}
                onChange={() => set({ colour })}
                className="sr-only"
              />
              <span className="sr-only">{colour}</span>
              <span
                aria-hidden
                className={cn(
                  'size-6 rounded-full',
                  TRACK_COLOUR_CHIP[colour],
                  draft.colour === colour && 'ring-2 ring-white ring-offset-2 ring-offset-surface-2',
                )}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-start`} className="text-sm font-medium text-ink">
          Starts at <span className="font-normal text-ink-faint">(minutes:seconds.milliseconds)</span>
        </label>
        <div className="flex flex-wrap items-center gap-1">
          <input
            id={`${id}-start`}
            value={draft.start}
            inputMode="decimal"
            onChange={(event) => set({ start: event.target.value })}
            className={cn(inputClass, 'h-10 w-32 tabular-nums')}
            {...described('start')}
          />
          {NUDGES.map((nudgeBy) => (
            <button
              key={nudgeBy.label}
              type="button"
              onClick={() => nudge(nudgeBy.ms)}
              className={buttonClass('secondary', 'sm', 'h-10 min-w-11 px-2 tabular-nums')}
            >
              {nudgeBy.ms < 0 ? (
                <Minus aria-hidden className="size-3" />
              ) : (
                <Plus aria-hidden className="size-3" />
              )}
              {nudgeBy.label.slice(1)}
              <span className="sr-only">{nudgeBy.ms < 0 ? ' earlier' : ' later'}</span>
            </button>
          ))}
        </div>
        {error('start')}
      </div>
    </div>
  );
}
