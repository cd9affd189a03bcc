import { FolderKanban, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { SortSelect } from '@/components/ui/sort-select';
import { PROJECTS_SEARCH_PLACEHOLDER, PROJECTS_SORT_OPTIONS, type ProjectsSort } from './projects-constants';

export function ProjectsPage() {
  const [query, setQuery] = useState('');
  const [sortBy, setSortBy] = useState<ProjectsSort>('recent');

  return (
    <>
      <PageHeader
        title="Projects"
        description="The projects you started and the ones you joined."
        actions={
          <Link to="/projects/new" className={buttonClass('primary')}>
            <Plus aria-hidden className="size-4" />
            New Project
          </Link>
        }
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          label="Search your projects"
          placeholder={PROJECTS_SEARCH_PLACEHOLDER}
          value={query}
          onChange={setQuery}
          className="sm:max-w-sm sm:flex-1"
        />
        <SortSelect options={PROJECTS_SORT_OPTIONS} value={sortBy} onChange={setSortBy} />
      </div>
      <EmptyState
        icon={FolderKanban}
        title={query ? 'No projects match your search' : 'Your projects will appear here'}
      >
        Projects you create or join show up in this list, most recently updated first.
      </EmptyState>
    </>
  );
}
