import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FilterChips } from '@/components/ui/filter-chips';
import { inputClass } from '@/components/ui/form-parts';
import { cn } from '@/lib/cn';
import { COMMUNITY_SKILL_CHIPS, COMMUNITY_SKILL_MAX } from './community-constants';

/** Everyone, a common skill in one tap, or any other skill typed in; '' is everyone. */
export function SkillFilter({ value, onChange }: { value: string; onChange: (skill: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const chip = COMMUNITY_SKILL_CHIPS.find((skill) => skill.toLowerCase() === value.toLowerCase());
  const options = [
    { value: '', label: 'Everyone' },
    ...COMMUNITY_SKILL_CHIPS.map((skill) => ({ value: skill, label: skill })),
    // A typed skill gets its own chip, so the row always shows what is chosen.
    ...(value && !chip ? [{ value, label: value }] : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const skill = draft.trim();
    if (!skill) return;
    onChange(skill);
    setDraft('');
  };

  return (
    <div className="flex flex-col gap-3">
      <FilterChips label="Skill" options={options} value={chip ?? value} onChange={onChange} />
      <form onSubmit={submit} className="relative">
        <label htmlFor={id} className="sr-only">
          Find creators by another skill
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-faint"
        />
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={COMMUNITY_SKILL_MAX}
          placeholder="Another skill, then Enter"
          autoComplete="off"
          className={cn(inputClass, 'h-9 pl-9')}
        />
      </form>
    </div>
  );
}
