import { useId } from 'react';
import { RemovableChip } from '@/components/ui/removable-chip';
import { useTagDraft } from '@/components/ui/use-tag-draft';
import { EXPLORE_SKILL_MAX_CHARS, EXPLORE_SKILLS_MAX } from './explore-constants';
import { parseSkillList } from './explore-params';

/**
 * Skills as tags: type a skill and press Enter or a comma (pasting "a, b" adds both); Backspace
 * in the empty box removes the last one. A project must need every skill listed.
 */
export function SkillsInput({ value, onChange }: { value: string[]; onChange: (skills: string[]) => void }) {
  const id = useId();
  const full = value.length >= EXPLORE_SKILLS_MAX;
  const draft = useTagDraft({
    value,
    onChange,
    add: (skills, text) => parseSkillList([...skills, ...text.split(',')].join(',')),
  });

  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-ink-muted">
        Skills
      </label>
      <div className="flex min-h-10 min-w-0 flex-1 flex-wrap items-center gap-1.5 rounded-lg border border-line bg-surface-2 px-2 py-1.5 focus-within:border-accent-500/70">
        {value.length > 0 ? (
          <ul aria-label="Skills filter" className="flex flex-wrap gap-1.5">
            {value.map((skill) => (
              <RemovableChip
                key={skill}
                tone="accent"
                label={skill}
                removeLabel={`Remove skill ${skill}`}
                onRemove={() => onChange(value.filter((s) => s !== skill))}
              />
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          {...draft}
          disabled={full}
          maxLength={EXPLORE_SKILL_MAX_CHARS}
          placeholder={
            full
              ? `Up to ${EXPLORE_SKILLS_MAX} skills`
              : value.length
                ? 'Add another…'
                : 'e.g. mixing, vocals'
          }
          aria-describedby={`${id}-hint`}
          className="h-7 min-w-28 flex-1 bg-transparent px-1 text-sm text-ink placeholder:text-ink-faint focus:outline-none"
        />
      </div>
      <p id={`${id}-hint`} className="sr-only">
        Press Enter or type a comma to add a skill. Projects must need every skill listed.
      </p>
    </div>
  );
}
