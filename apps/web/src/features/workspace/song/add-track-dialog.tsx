import { type Media, TRACK_COLOURS, type TrackColour } from '@create-together/contract';
import { FileAudio } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { MediaPicker } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-parts';
import { formatDuration } from '@/entities/media';
import { songFailure, useAddTrack } from '@/entities/songs';
import { parseOffset } from './offset-format';
import { SongDialog } from './song-dialog';
import { draftErrors, type TrackDraft, TrackFields } from './track-fields';

/** The palette in turn, as the server would choose: the first colour no track has yet. */
export function nextColour(used: readonly TrackColour[]): TrackColour {
  return (
    TRACK_COLOURS.find((colour) => !used.includes(colour)) ??
    TRACK_COLOURS[used.length % TRACK_COLOURS.length] ??
    'sky'
  );
}

/**
 * Add a track (owner and editors): a file from the library, or one uploaded right here with its
 * progress; then its name (the file's title), role, colour and start. Added for everyone at once.
 */
export function AddTrackDialog({
  projectId,
  open,
  onOpenChange,
  usedColours,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  usedColours: readonly TrackColour[];
}) {
  return (
    <SongDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a track"
      description="An audio file from your library, or a new upload, placed in the song for the whole band."
    >
      {open ? (
        <AddTrackForm projectId={projectId} usedColours={usedColours} onDone={() => onOpenChange(false)} />
      ) : null}
    </SongDialog>
  );
}

function AddTrackForm({
  projectId,
  usedColours,
  onDone,
}: {
  projectId: string;
  usedColours: readonly TrackColour[];
  onDone: () => void;
}) {
  const [file, setFile] = useState<Media | null>(null);
  const [picking, setPicking] = useState(false);
  const [draft, setDraft] = useState<TrackDraft>({
    name: '',
    role: '',
    colour: nextColour(usedColours),
    start: '0:00.000',
  });
  const [tried, setTried] = useState(false);
  const add = useAddTrack(projectId);
  const errors = tried ? draftErrors(draft) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const startOffsetMs = parseOffset(draft.start);
    if (!file || Object.keys(draftErrors(draft)).length > 0 || startOffsetMs === null) return;
    add.mutate(
      {
        mediaId: file.mediaId,
        name: draft.name.trim(),
        role: draft.role.trim(),
        colour: draft.colour,
        startOffsetMs,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-ink">Audio file</span>
        {file ? (
          <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-3/40 p-2">
            <FileAudio aria-hidden className="size-5 shrink-0 text-accent-300" />
            <p className="min-w-0 flex-1 truncate text-sm text-ink">
              {file.title}
              {file.durationSeconds != null ? (
                <span className="ml-1.5 text-xs text-ink-faint">{formatDuration(file.durationSeconds)}</span>
              ) : null}
            </p>
            <button type="button" onClick={() => setPicking(true)} className={buttonClass('ghost', 'sm')}>
              Change
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setPicking(true)}
            className={buttonClass('secondary', 'md', 'justify-start')}
          >
            <FileAudio aria-hidden className="size-4" />
            Choose or upload audio
          </button>
        )}
        {tried && !file ? (
          <p className="text-xs font-medium text-rose-300">Choose the track’s audio file.</p>
        ) : null}
      </div>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        kind="audio"
        title="Choose the track’s audio"
        description="Your file stays as private as it is: the band hears it in the song, nobody else."
        onPick={(media) => {
          setFile(media);
          if (!draft.name.trim()) setDraft((current) => ({ ...current, name: media.title }));
        }}
      />
      <TrackFields draft={draft} onChange={setDraft} errors={errors} />
      <FormAlert message={add.isError ? songFailure(add.error, 'The track could not be added.') : null} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={add.isPending} className={buttonClass('primary')}>
          {add.isPending ? 'Adding…' : 'Add track'}
        </button>
      </div>
    </form>
  );
}
