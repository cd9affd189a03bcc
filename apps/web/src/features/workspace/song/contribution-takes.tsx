import type { SongChange, Take } from '@create-together/contract';
import { Headphones, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { AudioAnalysisLine } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import type { ClientContribution } from '@/entities/contributions';
import { formatDuration } from '@/entities/media';
import { useSong } from '@/entities/songs';
import { cn } from '@/lib/cn';
import { useAbSession } from './ab-session';
import { formatOffset } from './offset-format';
import { TRACK_COLOUR_CHIP } from './track-colours';

/** "Keys removed", "Vocals: new file", "Tempo 92 → 96 bpm". */
export function describeSongChange(change: SongChange): string {
  switch (change.kind) {
    case 'added':
      return `${change.name} added`;
    case 'removed':
      return `${change.name} removed`;
    case 'replaced':
      return `${change.name}: new file`;
    case 'retimed':
      return `${change.name} moved to ${formatOffset(change.toMs)}`;
    case 'renamed':
      return `${change.from} renamed ${change.to}`;
    case 'mix':
      return `${change.name}: mix changed`;
    case 'reordered':
      return 'Tracks reordered';
    case 'tempo':
      return `Tempo ${change.from ?? 'none'} → ${change.to ?? 'none'}${change.to ? ' bpm' : ''}`;
    case 'key':
      return `Key ${change.from ?? 'none'} → ${change.to ?? 'none'}`;
  }
}

/** "Replaces Bass · 3:12 · starts at 0:00.000", "New track Shaker · 1:05 · starts at 1:12.400". */
function takeLine(take: Take): string {
  const what = take.replaces ? `Replaces ${take.replaces.name}` : `New track ${take.name}`;
  return `${what} · ${formatDuration(take.durationMs / 1000)} · starts at ${formatOffset(take.startOffsetMs)}`;
}

/**
 * A contribution's takes on its card: what each brings to the song, whether the song moved on since
 * it was proposed (and what would stop a merge), and "Listen in the song (A/B)".
 */
export function ContributionTakes({
  projectId,
  contribution,
}: {
  projectId: string;
  contribution: ClientContribution;
}) {
  const open = useAbSession((state) => state.open);
  const comparing = useAbSession((state) => state.proposal?.contributionId === contribution.id);
  const close = useAbSession((state) => state.close);
  const { takes, song } = contribution;
  const merged = contribution.status === 'merged';
  const current = useSong(projectId).data;
  // Merged: its takes are the song now, nothing is left to compare.
  useEffect(() => {
    if (merged && comparing) close();
  }, [merged, comparing, close]);
  if (takes.length === 0) return null;
  const gone = takes.filter((take) => take.replaces && !take.replaces.stillThere);
  const deleted = takes.some((take) => take.file === null);

  return (
    <div className="mt-3 rounded-xl border border-line bg-surface-2/60 p-3">
      <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {takes.length === 1 ? 'Take' : `${takes.length} takes`}
      </h4>
      <ul className="mt-2 flex flex-col gap-1.5">
        {takes.map((take) => (
          <li key={take.id} className="min-w-0 text-sm text-ink">
            <div className="flex min-w-0 items-center gap-2">
              <span
                aria-hidden
                className={cn('size-2.5 shrink-0 rounded-full', TRACK_COLOUR_CHIP[take.colour])}
              />
              <span className="min-w-0 truncate">{takeLine(take)}</span>
              {take.file === null ? (
                <span className="shrink-0 text-xs text-rose-300">file deleted</span>
              ) : null}
            </div>
            {/* What was heard in it, and what differs from the song (its tempo, its key) or clips. */}
            <AudioAnalysisLine
              analysis={take.file?.analysis ?? null}
              song={current && { tempoBpm: current.tempoBpm, key: current.key }}
              className="mt-0.5 pl-[1.125rem]"
            />
          </li>
        ))}
      </ul>
      {!merged && song?.behind ? (
        <div className="mt-3 flex gap-2 rounded-lg border border-amber-400/30 bg-amber-400/10 p-2 text-sm text-amber-100">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0">
            <p className="font-medium">Proposed against an older version of the song</p>
            {song.changes.length > 0 ? (
              <p className="text-amber-100/80">{song.changes.map(describeSongChange).join(' · ')}</p>
            ) : null}
            {gone.map((take) => (
              <p key={take.id} className="text-amber-100/80">
                “{take.replaces?.name}”, which a take of this contribution replaces, was removed from the song
                after it was proposed.
              </p>
            ))}
          </div>
        </div>
      ) : null}
      {!merged && deleted ? (
        <p className="mt-2 text-sm text-rose-300">
          The file of a take of this contribution was deleted by its owner.
        </p>
      ) : null}
      {!merged ? (
        <button
          type="button"
          aria-pressed={comparing}
          onClick={() =>
            comparing
              ? close()
              : open({
                  projectId,
                  contributionId: contribution.id,
                  authorName: contribution.author.name,
                  takes,
                })
          }
          className={buttonClass('secondary', 'sm', 'mt-3')}
        >
          <Headphones aria-hidden className="size-4" />
          {comparing ? 'Stop comparing' : 'Listen in the song (A/B)'}
        </button>
      ) : null}
    </div>
  );
}
