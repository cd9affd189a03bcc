import { type MusicalKey, QUEUE_KEYS, type Song, TEMPO_BPM } from '@create-together/contract';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, inputClass } from '@/components/ui/form-parts';
import { suggestedMusic } from '@/entities/media';
import { songFailure, useSongSettings } from '@/entities/songs';
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

function SettingsForm({ projectId, song, onDone }: { projectId: string; song: Song; onDone: () => void }) {
  const id = useId();
  const [tempo, setTempo] = useState(song.tempoBpm === null ? '' : String(song.tempoBpm));
  const [beats, setBeats] = useState(String(song.beatsPerBar));
  const [key, setKey] = useState<MusicalKey | ''>(song.key ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSongSettings(projectId);
  const heard = suggestedMusic(song.tracks.map((track) => track.file?.analysis ?? null));
  const suggestion = {
    tempo: heard.tempoBpm !== null && tempo.trim() === '' ? heard.tempoBpm : null,
    key: heard.key !== null && key === '' ? heard.key : null,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bpm = tempo.trim() === '' ? null : Number(tempo);
    const beatsPerBar = Number(beats);
    if (bpm !== null && !(bpm >= TEMPO_BPM.min && bpm <= TEMPO_BPM.max)) {
      setError(`Tempo must be between ${TEMPO_BPM.min} and ${TEMPO_BPM.max} bpm, or empty for none.`);
      return;
    }
    if (!Number.isInteger(beatsPerBar) || beatsPerBar < 1 || beatsPerBar > 16) {
      setError('A bar has 1 to 16 beats.');
      return;
    }
    setError(null);
    save.mutate({ tempoBpm: bpm, beatsPerBar, key: key === '' ? null : key }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-tempo`} className="text-sm font-medium text-ink">
            Tempo (bpm)
          </label>
          <input
            id={`${id}-tempo`}
            value={tempo}
            inputMode="decimal"
            placeholder="None"
            onChange={(event) => setTempo(event.target.value)}
            className={cn(inputClass, 'h-10 tabular-nums')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-beats`} className="text-sm font-medium text-ink">
            Beats per bar
          </label>
          <input
            id={`${id}-beats`}
            type="number"
            min={1}
            max={16}
            value={beats}
            onChange={(event) => setBeats(event.target.value)}
            className={cn(inputClass, 'h-10 tabular-nums')}
          />
        </div>
        <div className="col-span-2 flex flex-col gap-1.5">
          <label htmlFor={`${id}-key`} className="text-sm font-medium text-ink">
            Key
          </label>
          <select
            id={`${id}-key`}
            value={key}
            onChange={(event) => setKey(event.target.value as MusicalKey | '')}
            className={cn(inputClass, 'h-10')}
          >
            <option value="">Not set</option>
            {QUEUE_KEYS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
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
          <button
            type="button"
            onClick={() => {
              if (suggestion.tempo !== null) setTempo(String(suggestion.tempo));
              if (suggestion.key !== null) setKey(suggestion.key);
            }}
            className={buttonClass('secondary', 'sm')}
          >
            Use {suggestion.tempo !== null && suggestion.key !== null ? 'them' : 'it'}
          </button>
        </div>
      ) : null}
      <FormAlert
        message={
          error ?? (save.isError ? songFailure(save.error, 'The song’s settings could not be saved.') : null)
        }
      />
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
