import { Library } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';

/** SPEC.md §2.1: Library — search 'Search media...', categories All, Audio, Video, Images, Saved. */
export const LIBRARY_CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
  { value: 'images', label: 'Images' },
  { value: 'saved', label: 'Saved' },
] as const;
type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number]['value'];

const emptyTitle: Record<LibraryCategory, string> = {
  all: 'No media yet',
  audio: 'No audio yet',
  video: 'No video yet',
  images: 'No images yet',
  saved: 'Nothing saved yet',
};

export function LibraryPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<LibraryCategory>('all');
  return (
    <>
      <PageHeader title="Library" description="Your audio, video and images, and the media you saved." />
      <div className="mb-6 flex flex-col gap-4">
        <SearchField
          label="Search media"
          placeholder="Search media..."
          value={query}
          onChange={setQuery}
          className="sm:max-w-sm"
        />
        <FilterChips
          label="Categories"
          options={LIBRARY_CATEGORIES}
          value={category}
          onChange={setCategory}
        />
      </div>
      <EmptyState icon={Library} title={query ? 'No media match your search' : emptyTitle[category]}>
        Media you upload or save will appear here.
      </EmptyState>
    </>
  );
}
