import type { Track, UpdateTrackBody } from '@create-together/contract';
import { FormProvider } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-parts';
import { songFailure, useUpdateTrack } from '@/entities/songs';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { SongDialog } from './song-dialog';
import {
  draftOf,
  START_UNREADABLE,
  startOffsetOf,
  type TrackDraft,
  TrackFields,
  trackFieldOf,
} from './track-fields';

/** A track's name, role, colour and start (owner and editors): only what changed is sent. */
export function TrackDetailsDialog({
  projectId,
  track,
  open,
  onOpenChange,
}: {
  projectId: string;
  track: Track;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <SongDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Track details: ${track.name}`}
      description="Saved for the whole band; its mix stays as it is."
    >
      {open ? <DetailsForm projectId={projectId} track={track} onDone={() => onOpenChange(false)} /> : null}
    </SongDialog>
  );
}

const TRACK_DETAILS_FAILED = 'The track could not be changed.';

/** Every field is checked, as a whole track would be; only what differs from the track is sent. */
const toTrackBody = (draft: TrackDraft): unknown => ({
  name: draft.name,
  role: draft.role,
  colour: draft.colour,
  startOffsetMs: startOffsetOf(draft),
});

const changesOf = (track: Track, body: UpdateTrackBody): UpdateTrackBody =>
  Object.fromEntries(Object.entries(body).filter(([field, value]) => value !== track[field as keyof Track]));

function DetailsForm({ projectId, track, onDone }: { projectId: string; track: Track; onDone: () => void }) {
  const update = useUpdateTrack(projectId);
  const form = useContractForm<TrackDraft, UpdateTrackBody>({
    schema: (contract) => contract.UpdateTrackBody,
    toBody: toTrackBody,
    fieldOf: trackFieldOf<TrackDraft>,
    refine: (draft) => (startOffsetOf(draft) === null ? { start: START_UNREADABLE } : {}),
    defaultValues: draftOf(track),
  });

  const submit = form.handleSubmit((body) => {
    const changes = changesOf(track, body);
    if (Object.keys(changes).length === 0) return onDone();
    return update
      .mutateAsync({ trackId: track.id, changes })
      .then(onDone, (error: unknown) =>
        form.placeServerError(error, songFailure(error, TRACK_DETAILS_FAILED)),
      );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TrackFields />
        <FormAlert message={form.formError ?? null} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onDone} className={buttonClass('secondary')}>
            Cancel
          </button>
          <button type="submit" disabled={update.isPending} className={buttonClass('primary')}>
            {update.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
