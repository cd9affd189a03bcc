import { ChevronRight, ListMusic, Plus } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import type { ClientProject } from '@/entities/projects';
import { useSong } from '@/entities/songs';
import { abLanes, useAbSession } from './ab-session';
import { AbToolbar } from './ab-toolbar';
import { AddTrackDialog } from './add-track-dialog';

// The mixer is its own chunk: a workspace without tracks never loads it.
const SongMixer = lazy(() => import('./mixer/song-mixer').then((module) => ({ default: module.SongMixer })));

/** The panel's frame while the mixer's code arrives: the same height, so nothing below moves. */
function MixerFrame({ tracks }: { tracks: number }) {
  return (
    <div
      aria-hidden
      className="rounded-2xl border border-line bg-surface-1"
      style={{ height: 64 + 28 + tracks * 76 }}
    />
  );
}

/**
 * The project's song in its workspace (docs/design/music-tracks.md §7): open first in a music
 * project, a collapsed "Song" section in others once it has a track; absent without tracks, but for
 * editors, who are offered to add the first.
 */
export function SongPanel({ project }: { project: ClientProject }) {
  const song = useSong(project.id);
  const [adding, setAdding] = useState(false);
  const proposal = useAbSession((state) => state.proposal);
  const side = useAbSession((state) => state.side);
  const setSide = useAbSession((state) => state.setSide);
  const panel = useRef<HTMLDivElement>(null);
  // A comparison opened from a card below: the song comes into view to be heard.
  const comparedId = proposal?.projectId === project.id ? proposal.contributionId : null;
  useEffect(() => {
    if (!comparedId) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest' });
  }, [comparedId]);
  const { canEditTracks, canDownloadStems, canPropose } = project.policies;

  if (song.isPending) return null;
  if (song.isError)
    return (
      <div className="mb-6">
        <LoadError
          title="The song could not be loaded"
          message={song.error.message}
          onRetry={() => void song.refetch()}
          retrying={song.isFetching}
        />
      </div>
    );
  const data = song.data;

  if (data.tracks.length === 0) {
    if (!canEditTracks) return null;
    return (
      <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-dashed border-line-strong bg-surface-1 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <ListMusic aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-300" />
          <div>
            <h2 className="font-semibold text-ink">The song</h2>
            <p className="text-sm text-ink-muted">
              Add stems — drums, bass, vocals — and the band hears them together here, in time.
            </p>
          </div>
        </div>
        <button type="button" onClick={() => setAdding(true)} className={buttonClass('primary')}>
          <Plus aria-hidden className="size-4" />
          Add the first track
        </button>
        <AddTrackDialog projectId={project.id} open={adding} onOpenChange={setAdding} usedColours={[]} />
      </div>
    );
  }

  const comparing = proposal?.projectId === project.id ? proposal : null;
  const mixer = (
    <Suspense fallback={<MixerFrame tracks={data.tracks.length} />}>
      <SongMixer
        projectId={project.id}
        song={data}
        access={{
          canEditTracks,
          canComment: canPropose,
          stemsHref: canDownloadStems
            ? `/api/projects/${encodeURIComponent(project.id)}/song/stems.zip`
            : null,
        }}
        lanes={comparing ? abLanes(data, comparing) : undefined}
        side={comparing ? side : 'A'}
        onToggleSide={comparing ? () => setSide(side === 'A' ? 'B' : 'A') : undefined}
        above={comparing ? <AbToolbar proposal={comparing} /> : undefined}
        bounceName={project.title}
      />
    </Suspense>
  );
  return (
    <div ref={panel} className="mb-6 scroll-mt-4">
      {project.type === 'music' ? mixer : <CollapsedSong count={data.tracks.length}>{mixer}</CollapsedSong>}
    </div>
  );
}

/** Outside music projects the song waits folded, its tracks counted. */
function CollapsedSong({ count, children }: { count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Song" className="rounded-2xl border border-line bg-surface-1">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        className="flex w-full items-center gap-2 px-4 py-3 text-left text-sm font-medium text-ink"
      >
        <ChevronRight aria-hidden className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`} />
        Song{' '}
        <span className="text-ink-faint">
          · {count} {count === 1 ? 'track' : 'tracks'}
        </span>
      </button>
      {open ? <div className="p-2 pt-0">{children}</div> : null}
    </section>
  );
}
