import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { EXPLORE_SKILL_MAX_CHARS, EXPLORE_SKILLS_MAX } from './explore-constants';
import { parseSkillList } from './explore-params';

/**
 * Skills as tags: type a skill and press Enter or a comma (pasting "a, b" adds both); Backspace
 * in the empty box removes the last one. A project must need every skill listed.
 */
export function SkillsInput({ value, onChange }: { value: string[]; onChange: (skills: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const full = value.length >= EXPLORE_SKILLS_MAX;

  const add = (raw: string) => {
    const next = parseSkillList([...value, ...raw.split(',')].join(','));
    if (next.length !== value.length) onChange(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (text.trim()) add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-ink-muted">
        Skills
      </label>
      <div className="flex min-h-10 min-w-0 flex-1 flex-wrap items-center gap-1.5 rounded-lg border border-line bg-surface-2 px-2 py-1.5 focus-within:border-accent-500/70">
        {value.length > 0 ? (
          <ul aria-label="Skills filter" className="flex flex-wrap gap-1.5">
            {value.map((skill) => (
              <li
                key={skill}
                className="inline-flex h-7 items-center gap-1 rounded-md bg-accent-600/20 pr-1 pl-2 text-sm text-accent-100"
              >
                {skill}
                <button
                  type="button"
                  aria-label={`Remove skill ${skill}`}
                  onClick={() => onChange(value.filter((s) => s !== skill))}
                  className="grid size-5 place-items-center rounded text-accent-200 hover:bg-white/10 hover:text-white"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            // A pasted list: add every complete skill, keep what follows the last comma.
            if (next.includes(',')) {
              const cut = next.lastIndexOf(',');
              add(next.slice(0, cut));
              setText(next.slice(cut + 1));
            } else setText(next);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim()) add(text);
          }}
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
