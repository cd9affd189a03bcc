import type { Track } from '@create-together/contract';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-parts';
import { songFailure, useUpdateTrack } from '@/entities/songs';
import { parseOffset } from './offset-format';
import { SongDialog } from './song-dialog';
import { draftErrors, draftOf, type TrackDraft, TrackFields } from './track-fields';

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

function DetailsForm({ projectId, track, onDone }: { projectId: string; track: Track; onDone: () => void }) {
  const [draft, setDraft] = useState<TrackDraft>(() => draftOf(track));
  const [tried, setTried] = useState(false);
  const update = useUpdateTrack(projectId);
  const errors = tried ? draftErrors(draft) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const startOffsetMs = parseOffset(draft.start);
    if (Object.keys(draftErrors(draft)).length > 0 || startOffsetMs === null) return;
    const changes = {
      ...(draft.name.trim() !== track.name ? { name: draft.name.trim() } : {}),
      ...(draft.role.trim() !== track.role ? { role: draft.role.trim() } : {}),
      ...(draft.colour !== track.colour ? { colour: draft.colour } : {}),
      ...(startOffsetMs !== track.startOffsetMs ? { startOffsetMs } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate({ trackId: track.id, changes }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TrackFields draft={draft} onChange={setDraft} errors={errors} />
      <FormAlert
        message={update.isError ? songFailure(update.error, 'The track could not be changed.') : null}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={update.isPending} className={buttonClass('primary')}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
