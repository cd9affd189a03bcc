import { RotateCcw } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { SortSelect } from '@/components/ui/sort-select';
import { EXPLORE_STATUS_OPTIONS, EXPLORE_TYPE_OPTIONS, type ExploreState } from './explore-constants';
import { hasNarrowing } from './explore-params';
import { SkillsInput } from './skills-input';
import type { ExplorePatch } from './use-explore-state';

/** Type, status and skills filters for projects, and a way back to everything. */
export function ExploreFilters({
  state,
  onChange,
  onClear,
}: {
  state: ExploreState;
  onChange: (patch: ExplorePatch) => void;
  onClear: () => void;
}) {
  const { filters } = state;
  return (
    <fieldset className="mb-6 flex flex-col gap-3 rounded-2xl border border-line bg-surface/60 p-3 sm:flex-row sm:flex-wrap sm:items-center">
      <legend className="sr-only">Filters</legend>
      <div className="flex flex-wrap items-center gap-3">
        <SortSelect
          label="Type"
          options={EXPLORE_TYPE_OPTIONS}
          value={filters.type}
          onChange={(type) => onChange({ filters: { type } })}
        />
        <SortSelect
          label="Status"
          options={EXPLORE_STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => onChange({ filters: { status } })}
        />
      </div>
      <SkillsInput value={filters.skills} onChange={(skills) => onChange({ filters: { skills } })} />
      {hasNarrowing(state) ? (
        <button
          type="button"
          onClick={onClear}
          className={buttonClass('ghost', 'md', 'self-start sm:self-auto')}
        >
          <RotateCcw aria-hidden className="size-4" />
          Clear filters
        </button>
      ) : null}
    </fieldset>
  );
}
