import { TRACK_COLOURS, TRACK_NAME_MAX, TRACK_ROLE_MAX, type TrackColour } from '@create-together/contract';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { type Path, useFormContext } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { FieldGroup, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
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

/** The start as the server takes it; null (a type the schema refuses) while it is not one. */
export const startOffsetOf = (draft: TrackDraft): number | null => parseOffset(draft.start);

/** The form's own words for a start it cannot read: the schema's would speak of milliseconds. */
export const START_UNREADABLE = 'Write the start as minutes:seconds.milliseconds, e.g. 0:12.500.';

/** "startOffsetMs" is the start's field; "mediaId" the audio file's; the rest are named as in the body. */
export function trackFieldOf<Values extends TrackDraft>(path: string, message: string) {
  const key = path.split('.')[0] ?? path;
  const field = key === 'startOffsetMs' ? 'start' : key === 'mediaId' ? 'file' : key;
  return field === '' ? undefined : { field: field as Path<Values>, message };
}

const NUDGES = [
  { label: '−1 s', ms: -1000 },
  { label: '−10 ms', ms: -10 },
  { label: '+10 ms', ms: 10 },
  { label: '+1 s', ms: 1000 },
] as const;

/**
 * Name, role (with suggestions), colour and start (m:ss.mmm with nudges) of a track: fields of the
 * form around them (`FormProvider`), each error under its field.
 */
export function TrackFields() {
  const id = useId();
  const fieldId = (field: keyof TrackDraft) => `${id}-${field}`;
  const { register, setValue, getValues, watch, formState } = useFormContext<TrackDraft>();
  const { errors } = formState;
  const colourNow = watch('colour');
  const nudge = (ms: number) => {
    const at = parseOffset(getValues('start')) ?? 0;
    setValue('start', formatOffset(Math.max(0, at + ms)), { shouldValidate: formState.isSubmitted });
  };
  const startHint = 'Minutes:seconds.milliseconds, e.g. 0:12.500.';

  return (
    <div className="flex flex-col gap-4">
      <FormField id={fieldId('name')} label="Name" error={errors.name?.message}>
        <input
          id={fieldId('name')}
          maxLength={TRACK_NAME_MAX}
          {...register('name')}
          {...fieldA11y(fieldId('name'), errors.name?.message)}
          className={cn(inputClass, 'h-10')}
        />
      </FormField>
      <FormField id={fieldId('role')} label="Role" optional error={errors.role?.message}>
        <input
          id={fieldId('role')}
          maxLength={TRACK_ROLE_MAX}
          list={`${id}-roles`}
          placeholder="Vocals, Bass, Keys…"
          {...register('role')}
          {...fieldA11y(fieldId('role'), errors.role?.message)}
          className={cn(inputClass, 'h-10')}
        />
        <datalist id={`${id}-roles`}>
          {ROLE_SUGGESTIONS.map((role) => (
            <option key={role} value={role} />
          ))}
        </datalist>
      </FormField>
      <FieldGroup id={fieldId('colour')} legend="Colour" error={errors.colour?.message}>
        <div className="flex flex-wrap gap-1">
          {TRACK_COLOURS.map((colour) => (
            <label
              key={colour}
              title={colour}
              className="grid size-11 cursor-pointer place-items-center rounded-lg has-[:checked]:bg-white/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-400"
            >
              <input type="radio" value={colour} {...register('colour')} className="sr-only" />
              <span className="sr-only">{colour}</span>
              <span
                aria-hidden
                className={cn(
                  'size-6 rounded-full',
                  TRACK_COLOUR_CHIP[colour],
                  colourNow === colour && 'ring-2 ring-white ring-offset-2 ring-offset-surface-2',
                )}
              />
            </label>
          ))}
        </div>
      </FieldGroup>
      <FormField id={fieldId('start')} label="Starts at" hint={startHint} error={errors.start?.message}>
        <div className="flex flex-wrap items-center gap-1">
          <input
            id={fieldId('start')}
            inputMode="decimal"
            {...register('start')}
            {...fieldA11y(fieldId('start'), errors.start?.message, startHint)}
            className={cn(inputClass, 'h-10 w-32 tabular-nums')}
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
      </FormField>
    </div>
  );
}
