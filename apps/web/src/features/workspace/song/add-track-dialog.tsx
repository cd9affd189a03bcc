import { type AddTrackBody, type Media, TRACK_COLOURS, type TrackColour } from '@create-together/contract';
import { FileAudio } from 'lucide-react';
import { useId, useState } from 'react';
import { FormProvider, useController } from 'react-hook-form';
import { MediaPicker } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, fieldA11y } from '@/components/ui/form-parts';
import { formatDuration } from '@/entities/media';
import { songFailure, useAddTrack } from '@/entities/songs';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { SongDialog } from './song-dialog';
import { START_UNREADABLE, startOffsetOf, type TrackDraft, TrackFields, trackFieldOf } from './track-fields';

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

export const ADD_TRACK_MESSAGES = {
  noFile: 'Choose the track’s audio file.',
  failed: 'The track could not be added.',
} as const;

/** What the form holds: the track's fields and its audio, none until one is chosen. */
interface NewTrackValues extends TrackDraft {
  file: Media | null;
}

const toAddTrackBody = (values: NewTrackValues): unknown => ({
  mediaId: values.file?.mediaId,
  name: values.name,
  role: values.role,
  colour: values.colour,
  startOffsetMs: startOffsetOf(values),
});

/** Words of the form's own: a file not chosen yet, a start it cannot read. */
function unchosen(values: NewTrackValues): Partial<Record<keyof NewTrackValues, string>> {
  return {
    ...(values.file ? {} : { file: ADD_TRACK_MESSAGES.noFile }),
    ...(startOffsetOf(values) === null ? { start: START_UNREADABLE } : {}),
  };
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
  const id = useId();
  const [picking, setPicking] = useState(false);
  const add = useAddTrack(projectId);
  const form = useContractForm<NewTrackValues, AddTrackBody>({
    schema: (contract) => contract.AddTrackBody,
    toBody: toAddTrackBody,
    fieldOf: trackFieldOf<NewTrackValues>,
    refine: unchosen,
    defaultValues: { file: null, name: '', role: '', colour: nextColour(usedColours), start: '0:00.000' },
  });
  const { field: file } = useController({ control: form.control, name: 'file' });
  const fileError = form.formState.errors.file?.message;
  const chooseFile = {
    ref: file.ref,
    type: 'button',
    onClick: () => setPicking(true),
    ...fieldA11y(`${id}-file`, fileError),
  } as const;

  const submit = form.handleSubmit((body) =>
    add
      .mutateAsync(body)
      .then(onDone, (error: unknown) =>
        form.placeServerError(error, songFailure(error, ADD_TRACK_MESSAGES.failed)),
      ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-ink">Audio file</span>
          {file.value ? (
            <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-3/40 p-2">
              <FileAudio aria-hidden className="size-5 shrink-0 text-accent-300" />
              <p className="min-w-0 flex-1 truncate text-sm text-ink">
                {file.value.title}
                {file.value.durationSeconds != null ? (
                  <span className="ml-1.5 text-xs text-ink-faint">
                    {formatDuration(file.value.durationSeconds)}
                  </span>
                ) : null}
              </p>
              <button {...chooseFile} className={buttonClass('ghost', 'sm')}>
                Change
              </button>
            </div>
          ) : (
            <button {...chooseFile} className={buttonClass('secondary', 'md', 'justify-start')}>
              <FileAudio aria-hidden className="size-4" />
              Choose or upload audio
            </button>
          )}
          {fileError ? (
            <p id={`${id}-file-error`} className="text-xs font-medium text-rose-300">
              {fileError}
            </p>
          ) : null}
        </div>
        <MediaPicker
          open={picking}
          onOpenChange={setPicking}
          kind="audio"
          title="Choose the track’s audio"
          description="Your file stays as private as it is: the band hears it in the song, nobody else."
          onPick={(media) => {
            if (!form.getValues('name').trim())
              form.setValue('name', media.title, { shouldValidate: form.formState.isSubmitted });
            file.onChange(media);
          }}
        />
        <TrackFields />
        <FormAlert message={form.formError ?? null} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onDone} className={buttonClass('secondary')}>
            Cancel
          </button>
          <button type="submit" disabled={add.isPending} className={buttonClass('primary')}>
            {add.isPending ? 'Adding…' : 'Add track'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
