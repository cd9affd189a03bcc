import { Library, Upload } from 'lucide-react';
import { useRef } from 'react';
import { UploadQueueList } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { mediaAccept, type UploadQueue, useUploadQueue } from '@/entities/media';
import { useAuthStore } from '@/features/auth';
import { DropOverlay } from './drop-overlay';
import { LIBRARY_CATEGORIES, LIBRARY_SEARCH_PLACEHOLDER } from './library-constants';
import { LibraryResults } from './library-results';
import { useFileDrop } from './use-file-drop';
import { useLibraryState } from './use-library-state';

const DESCRIPTION = 'Your audio, video and images, and the media you saved.';

/**
 * /library (public route, SPEC.md §2.1): the signed-in user's media. A visitor sees the same search
 * and categories over a sign-in prompt; what they chose stays in the address they come back to.
 */
export function LibraryPage() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const state = useLibraryState();
  const queue = useUploadQueue();
  const input = useRef<HTMLInputElement>(null);
  const pickFiles = () => input.current?.click();

  return (
    <>
      <PageHeader
        title="Library"
        description={DESCRIPTION}
        actions={
          isAuthenticated ? (
            <>
              <input
                ref={input}
                type="file"
                multiple
                accept={mediaAccept()}
                aria-label="Upload files"
                className="sr-only"
                tabIndex={-1}
                onChange={(event) => {
                  if (event.target.files) queue.add(event.target.files);
                  event.target.value = '';
                }}
              />
              <button type="button" onClick={pickFiles} className={buttonClass('primary')}>
                <Upload aria-hidden className="size-4" />
                Upload
              </button>
            </>
          ) : null
        }
      />
      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchField
          label="Search media"
          placeholder={LIBRARY_SEARCH_PLACEHOLDER}
          value={state.searchDraft}
          onChange={state.setSearchDraft}
          maxLength={100}
          className="lg:max-w-sm lg:flex-1"
        />
        <FilterChips
          label="Categories"
          options={LIBRARY_CATEGORIES}
          value={state.category}
          onChange={state.setCategory}
        />
      </div>
      {isAuthenticated ? (
        <SignedInLibrary state={state} queue={queue} onUpload={pickFiles} />
      ) : (
        <SignInPrompt icon={Library} title="Sign in to see your library" />
      )}
    </>
  );
}

/** The list, the uploads under way, and the drop zone over the whole page. */
function SignedInLibrary({
  state,
  queue,
  onUpload,
}: {
  state: ReturnType<typeof useLibraryState>;
  queue: UploadQueue;
  onUpload: () => void;
}) {
  const dragging = useFileDrop(queue.add);
  return (
    <>
      <UploadQueueList queue={queue} className="mb-6" />
      <LibraryResults
        category={state.category}
        q={state.q}
        onUpload={onUpload}
        onClearSearch={state.clearSearch}
      />
      <p className="mt-8 hidden text-center text-xs text-ink-faint sm:block">
        Drop files anywhere on this page to upload them. Audio up to 250 MB a file; video and images up to 50
        MB.
      </p>
      {dragging ? <DropOverlay /> : null}
    </>
  );
}
