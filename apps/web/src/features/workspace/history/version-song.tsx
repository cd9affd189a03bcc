import type { Song } from '@create-together/contract';
import { Download, Headphones } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const SongMixer = lazy(() =>
  import('../song/mixer/song-mixer').then((module) => ({ default: module.SongMixer })),
);

/**
 * A version's song (docs/design/music-tracks.md §6.8): its tracks counted, "Listen" to hear it as it
 * was — read-only, its own mix — and its stems as one ZIP for members.
 */
export function VersionSong({
  projectId,
  versionId,
  song,
  canDownloadStems,
  bounceName,
}: {
  projectId: string;
  versionId: string;
  song: Song;
  canDownloadStems: boolean;
  /** "Night Drive v12". */
  bounceName: string;
}) {
  const [listening, setListening] = useState(false);
  const count = song.tracks.length;
  if (count === 0) return null;
  const stemsHref = canDownloadStems
    ? `/api/projects/${encodeURIComponent(projectId)}/versions/${encodeURIComponent(versionId)}/stems.zip`
    : null;
  return (
    <section aria-label="The song at this version" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-ink-muted">
          The song then: {count} {count === 1 ? 'track' : 'tracks'}
          {song.tempoBpm ? ` · ${song.tempoBpm} bpm` : ''}
        </p>
        {!listening ? (
          <button type="button" onClick={() => setListening(true)} className={buttonClass('secondary', 'sm')}>
            <Headphones aria-hidden className="size-4" />
            Listen
          </button>
        ) : null}
        {stemsHref && !listening ? (
          <a href={stemsHref} download className={buttonClass('ghost', 'sm')}>
            <Download aria-hidden className="size-4" />
            Stems (ZIP)
          </a>
        ) : null}
      </div>
      {listening ? (
        <Suspense fallback={<Spinner label="Loading the mixer..." className="py-4" />}>
          <SongMixer
            comments={false}
            projectId={projectId}
            song={song}
            access={{ canEditTracks: false, canComment: false, stemsHref }}
            bounceName={bounceName}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
