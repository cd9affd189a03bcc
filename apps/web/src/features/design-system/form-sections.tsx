import type { ProjectType } from '@create-together/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { PROJECT_TYPE_CHOICES, PROJECT_TYPE_LABELS } from '@/components/projects/project-types';
import { buttonClass } from '@/components/ui/button';
import { FilterChips, SegmentedToggle } from '@/components/ui/filter-chips';
import {
  FormAlert,
  FormField,
  FormSection,
  fieldA11y,
  inputClass,
  SwitchField,
} from '@/components/ui/form-parts';
import { RemovableChip } from '@/components/ui/removable-chip';
import { SearchField } from '@/components/ui/search-field';
import { SortSelect } from '@/components/ui/sort-select';
import { TagInput } from '@/components/ui/tag-input';
import { cn } from '@/lib/cn';
import { Code, DsSection, Example } from './ds-section';

const DESCRIPTION_MAX = 200;

export function FormFieldsSection() {
  const id = useId();
  const [title, setTitle] = useState('Night Drive EP');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<ProjectType>('music');
  const [isPublic, setIsPublic] = useState(true);
  const [skills, setSkills] = useState(['synths', 'mixing']);
  const [failed, setFailed] = useState(false);
  const titleError = title.trim() ? undefined : 'Give the project a title.';

  return (
    <DsSection
      id="form-fields"
      title="Form fields"
      plain
      usage={
        <>
          <Code>FormField</Code> gives every control a label, a hint and its error (read with the control);{' '}
          <Code>inputClass</Code> styles inputs, textareas and selects; <Code>FormSection</Code> groups them;{' '}
          <Code>FormAlert</Code> says why a form failed.
        </>
      }
    >
      <FormSection title="Project details" description="Clear the title to see a field's error.">
        <FormField id={`${id}-title`} label="Title" hint="Shown on the project's card." error={titleError}>
          <input
            id={`${id}-title`}
            type="text"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            {...fieldA11y(`${id}-title`, titleError, 'hint')}
            className={cn(inputClass, 'h-11')}
          />
        </FormField>
        <FormField
          id={`${id}-description`}
          label="Description"
          optional
          aside={
            <span className="text-xs text-ink-faint tabular-nums">
              {description.length}/{DESCRIPTION_MAX}
            </span>
          }
        >
          <textarea
            id={`${id}-description`}
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder="The idea, the sound, the story."
            className={cn(inputClass, 'resize-y py-2.5 leading-relaxed')}
          />
        </FormField>
        <FormField id={`${id}-type`} label="Type">
          <div className="relative">
            <select
              id={`${id}-type`}
              value={type}
              onChange={(event) => setType(event.target.value as ProjectType)}
              className={cn(inputClass, 'h-11 appearance-none pr-9')}
            >
              {PROJECT_TYPE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {PROJECT_TYPE_LABELS[choice]}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-faint"
            />
          </div>
        </FormField>
        <FormField id={`${id}-disabled`} label="Owner" hint="Disabled: it cannot be changed here.">
          <input
            id={`${id}-disabled`}
            type="text"
            disabled
            value="mira"
            aria-describedby={`${id}-disabled-hint`}
            className={cn(inputClass, 'h-11')}
          />
        </FormField>
        <SwitchField
          id={`${id}-public`}
          label="Public project"
          checked={isPublic}
          onChange={setIsPublic}
          description={isPublic ? 'Anyone can find and view it.' : 'Only its members can see it.'}
        />
        <FormField id={`${id}-skills`} label="Skills needed">
          <TagInput
            id={`${id}-skills`}
            label="Skills needed"
            value={skills}
            onChange={setSkills}
            max={5}
            hint="Press Enter or a comma after each; up to 5."
            placeholder="e.g. vocals"
          />
        </FormField>
        <FormAlert
          message={failed ? 'The project was not saved.' : null}
          detail={failed ? 'Check your connection, then try again.' : null}
        />
        <div>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setFailed(!failed)}>
            {failed ? 'Hide the form error' : 'Show a form error'}
          </button>
        </div>
      </FormSection>
    </DsSection>
  );
}

const CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
  { value: 'images', label: 'Images' },
] as const;
const SORTS = [
  { value: 'recent', label: 'Recently Added' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'contributors', label: 'Most Contributors' },
] as const;
const CONTENT = [
  { value: 'projects', label: 'Projects' },
  { value: 'posts', label: 'Posts' },
] as const;

export function FiltersSection() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]['value']>('all');
  const [sort, setSort] = useState<(typeof SORTS)[number]['value']>('recent');
  const [content, setContent] = useState<(typeof CONTENT)[number]['value']>('projects');
  const [filters, setFilters] = useState(['Music', 'Needs vocals']);

  return (
    <DsSection
      id="filters"
      title="Search, sort and filters"
      usage={
        <>
          What list pages put above their results: <Code>SearchField</Code>, <Code>SortSelect</Code>,{' '}
          <Code>FilterChips</Code> for categories, <Code>SegmentedToggle</Code> for two or three views, and{' '}
          <Code>RemovableChip</Code> for active filters.
        </>
      }
    >
      <div className="flex flex-col gap-8">
        <Example label="Search and sort">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchField
              label="Search projects"
              placeholder="Search projects..."
              value={query}
              onChange={setQuery}
              className="sm:flex-1"
            />
            <SortSelect options={SORTS} value={sort} onChange={setSort} />
          </div>
        </Example>
        <Example label="Categories">
          <FilterChips label="Categories" options={CATEGORIES} value={category} onChange={setCategory} />
        </Example>
        <Example label="Toggle">
          <div className="flex flex-col gap-3">
            <div>
              <SegmentedToggle label="Show" options={CONTENT} value={content} onChange={setContent} />
            </div>
            <div className="max-w-sm">
              <SegmentedToggle
                label="Show (full width)"
                options={CONTENT}
                value={content}
                onChange={setContent}
                fill
              />
            </div>
          </div>
        </Example>
        <Example label="Active filters">
          {filters.length > 0 ? (
            <ul aria-label="Active filters" className="flex flex-wrap gap-2">
              {filters.map((filter) => (
                <RemovableChip
                  key={filter}
                  tone="accent"
                  label={filter}
                  removeLabel={`Remove ${filter}`}
                  onRemove={() => setFilters(filters.filter((other) => other !== filter))}
                />
              ))}
            </ul>
          ) : (
            <button
              type="button"
              className={buttonClass('ghost', 'sm', 'self-start')}
              onClick={() => setFilters(['Music', 'Needs vocals'])}
            >
              Put the filters back
            </button>
          )}
        </Example>
      </div>
    </DsSection>
  );
}
