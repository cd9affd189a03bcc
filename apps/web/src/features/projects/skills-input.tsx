import { PROJECT_SKILLS_MAX } from '@create-together/contract';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTagDraft } from '@/components/ui/use-tag-draft';
import { cn } from '@/lib/cn';
import { fieldA11y, inputClass } from './form-fields';

const LIMIT_MESSAGE = `At most ${PROJECT_SKILLS_MAX} skills.`;

/** Adds the comma-separated `text` to `skills`: trimmed, without duplicates (any case), up to the limit. */
export function addSkills(skills: string[], text: string): { skills: string[]; overLimit: boolean } {
  const next = [...skills];
  let overLimit = false;
  for (const raw of text.split(',')) {
    const skill = raw.trim();
    if (!skill || next.some((known) => known.toLowerCase() === skill.toLowerCase())) continue;
    if (next.length >= PROJECT_SKILLS_MAX) {
      overLimit = true;
      break;
    }
    next.push(skill);
  }
  return { skills: next, overLimit };
}

/** A tag input: Enter or a comma adds what was typed, × (or Backspace when empty) removes one. */
export function SkillsInput({
  id,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string | undefined;
  hint: string;
}) {
  const [limitHit, setLimitHit] = useState(false);
  const shownError = error ?? (limitHit ? LIMIT_MESSAGE : undefined);
  const draft = useTagDraft({
    value,
    onChange,
    add: (skills, text) => {
      const result = addSkills(skills, text);
      setLimitHit(result.overLimit);
      return result.skills;
    },
    onRemoveLast: () => setLimitHit(false),
  });

  const remove = (skill: string) => {
    setLimitHit(false);
    onChange(value.filter((other) => other !== skill));
  };

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul aria-label="Required skills" className="flex flex-wrap gap-1.5">
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-md border border-line bg-surface-3 py-0.5 pr-1 pl-2 text-sm text-ink"
            >
              {skill}
              <button
                type="button"
                aria-label={`Remove ${skill}`}
                onClick={() => remove(skill)}
                className="grid size-5 place-items-center rounded text-ink-faint hover:bg-white/10 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="text"
        placeholder={value.length >= PROJECT_SKILLS_MAX ? 'Skill limit reached' : 'e.g. mixing, vocals'}
        {...draft}
        {...fieldA11y(id, shownError, hint)}
        className={cn(inputClass, 'h-10')}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-faint">
        {hint}
      </p>
      {shownError ? (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
