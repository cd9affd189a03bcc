import { type MusicalKey, QUEUE_KEYS, type Song, type SongSettingsBody } from '@create-together/contract';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { suggestedMusic } from '@/entities/media';
import { songFailure, useSongSettings } from '@/entities/songs';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { cn } from '@/lib/cn';
import { SongDialog } from './song-dialog';

/**
 * The song's tempo (empty: none, the ruler counts minutes and seconds), beats per bar and key; what
 * its tracks' files agree on is offered for what the song does not say yet.
 */
export function SongSettingsDialog({
  projectId,
  song,
  open,
  onOpenChange,
}: {
  projectId: string;
  song: Song;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <SongDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Song settings"
      description="With a tempo the ruler counts bars and beats, and Shift with the arrows moves a bar. Tempo and key also bring the song to creators who ask the queue for them."
    >
      {open ? <SettingsForm projectId={projectId} song={song} onDone={() => onOpenChange(false)} /> : null}
    </SongDialog>
  );
}

/** What the form holds: the tempo and beats as typed, no key as ''. Named as the body names them. */
interface SettingsValues {
  tempoBpm: string;
  beatsPerBar: string;
  key: MusicalKey | '';
}

const SETTINGS_FAILED = 'The song’s settings could not be saved.';

const settingsOf = (song: Song): SettingsValues => ({
  tempoBpm: song.tempoBpm === null ? '' : String(song.tempoBpm),
  beatsPerBar: String(song.beatsPerBar),
  key: song.key ?? '',
});

/** An empty tempo is none: the ruler counts minutes and seconds. */
const toSettingsBody = (values: SettingsValues): unknown => ({
  tempoBpm: values.tempoBpm.trim() === '' ? null : Number(values.tempoBpm),
  beatsPerBar: Number(values.beatsPerBar),
  key: values.key === '' ? null : values.key,
});

function SettingsForm({ projectId, song, onDone }: { projectId: string; song: Song; onDone: () => void }) {
  const id = useId();
  const fieldId = (field: keyof SettingsValues) => `${id}-${field}`;
  const save = useSongSettings(projectId);
  const form = useContractForm<SettingsValues, SongSettingsBody>({
    schema: (contract) => contract.SongSettingsBody,
    toBody: toSettingsBody,
    defaultValues: settingsOf(song),
  });
  const { errors, isSubmitted } = form.formState;
  const [tempo, key] = form.watch(['tempoBpm', 'key']);
  const heard = suggestedMusic(song.tracks.map((track) => track.file?.analysis ?? null));
  const suggestion = {
    tempo: heard.tempoBpm !== null && tempo.trim() === '' ? heard.tempoBpm : null,
    key: heard.key !== null && key === '' ? heard.key : null,
  };
  const takeSuggestion = () => {
    if (suggestion.tempo !== null)
      form.setValue('tempoBpm', String(suggestion.tempo), { shouldValidate: isSubmitted });
    if (suggestion.key !== null) form.setValue('key', suggestion.key, { shouldValidate: isSubmitted });
  };

  const submit = form.handleSubmit((body) =>
    save
      .mutateAsync(body)
      .then(onDone, (error: unknown) => form.placeServerError(error, songFailure(error, SETTINGS_FAILED))),
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={fieldId('tempoBpm')} label="Tempo (bpm)" error={errors.tempoBpm?.message}>
          <input
            id={fieldId('tempoBpm')}
            inputMode="decimal"
            placeholder="None"
            {...form.register('tempoBpm')}
            {...fieldA11y(fieldId('tempoBpm'), errors.tempoBpm?.message)}
            className={cn(inputClass, 'h-10 tabular-nums')}
          />
        </FormField>
        <FormField id={fieldId('beatsPerBar')} label="Beats per bar" error={errors.beatsPerBar?.message}>
          <input
            id={fieldId('beatsPerBar')}
            type="number"
            min={1}
            max={16}
            {...form.register('beatsPerBar')}
            {...fieldA11y(fieldId('beatsPerBar'), errors.beatsPerBar?.message)}
            className={cn(inputClass, 'h-10 tabular-nums')}
          />
        </FormField>
        <FormField id={fieldId('key')} label="Key" error={errors.key?.message} className="col-span-2">
          <select
            id={fieldId('key')}
            {...form.register('key')}
            {...fieldA11y(fieldId('key'), errors.key?.message)}
            className={cn(inputClass, 'h-10')}
          >
            <option value="">Not set</option>
            {QUEUE_KEYS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {suggestion.tempo !== null || suggestion.key !== null ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface-2/60 p-2.5 text-sm text-ink-muted">
          <span>
            The tracks say{' '}
            {[suggestion.tempo !== null ? `${suggestion.tempo} bpm` : null, suggestion.key]
              .filter(Boolean)
              .join(', ')}
            .
          </span>
          <button type="button" onClick={takeSuggestion} className={buttonClass('secondary', 'sm')}>
            Use {suggestion.tempo !== null && suggestion.key !== null ? 'them' : 'it'}
          </button>
        </div>
      ) : null}
      <FormAlert message={form.formError ?? null} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
