import type { Media } from '@create-together/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Bookmark, Library, SearchX, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { InfiniteLoadMore } from '@/components/ui/load-more';
import { flattenMedia, mediaListQuery } from '@/entities/media';
import { LIBRARY_CATEGORY_PARAMS, LIBRARY_EMPTY, type LibraryCategory } from './library-constants';
import { LibrarySkeleton } from './library-skeleton';
import { AudioRow, MediaCard } from './media-items';

/**
 * One category's media, newest first, a page at a time (the next cursor loads as the end comes into
 * view, or with "Load more"). Tracks are rows with their waveform; video and images are cards.
 */
export function LibraryResults({
  category,
  q,
  onUpload,
  onClearSearch,
}: {
  category: LibraryCategory;
  q: string;
  onUpload: () => void;
  onClearSearch: () => void;
}) {
  const query = useInfiniteQuery(mediaListQuery({ ...LIBRARY_CATEGORY_PARAMS[category], q }));

  if (query.isPending) return <LibrarySkeleton />;
  if (query.isError)
    return (
      <LoadError
        title="Your library could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );

  const items = flattenMedia(query.data);
  if (items.length === 0) {
    if (q)
      return (
        <EmptyState
          icon={SearchX}
          title={`No media match “${q}”`}
          action={
            <button type="button" onClick={onClearSearch} className={buttonClass('secondary')}>
              Clear search
            </button>
          }
        >
          Try other words from a title or a file name.
        </EmptyState>
      );
    const empty = LIBRARY_EMPTY[category];
    return (
      <EmptyState
        icon={category === 'saved' ? Bookmark : Library}
        title={empty.title}
        action={
          category === 'saved' ? null : (
            <button type="button" onClick={onUpload} className={buttonClass('primary')}>
              <Upload aria-hidden className="size-4" />
              Upload files
            </button>
          )
        }
      >
        {empty.body}
      </EmptyState>
    );
  }

  const audio = items.filter((media) => media.kind === 'audio');
  const visual = items.filter((media) => media.kind !== 'audio');
  // Headings only where a list mixes both shapes.
  const mixed = audio.length > 0 && visual.length > 0;

  return (
    <div className="flex flex-col gap-8">
      {audio.length > 0 ? <AudioList items={audio} heading={mixed ? 'Audio' : null} /> : null}
      {visual.length > 0 ? <CardGrid items={visual} heading={mixed ? 'Video and images' : null} /> : null}
      <InfiniteLoadMore query={query} failed="More media could not be loaded" />
    </div>
  );
}

function Section({ heading, children }: { heading: string | null; children: ReactNode }) {
  if (!heading) return <section aria-label="Media">{children}</section>;
  return (
    <section aria-label={heading}>
      <h2 className="mb-3 text-xs font-semibold tracking-wider text-ink-faint uppercase">{heading}</h2>
      {children}
    </section>
  );
}

function AudioList({ items, heading }: { items: Media[]; heading: string | null }) {
  return (
    <Section heading={heading}>
      <ul className="flex flex-col gap-2.5">
        {items.map((media) => (
          <li key={media.mediaId}>
            <AudioRow media={media} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CardGrid({ items, heading }: { items: Media[]; heading: string | null }) {
  return (
    <Section heading={heading}>
      <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {items.map((media) => (
          <li key={media.mediaId}>
            <MediaCard media={media} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
