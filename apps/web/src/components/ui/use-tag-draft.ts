import { type ChangeEvent, type KeyboardEvent, useState } from 'react';

/**
 * The typing half of a tag input: Enter or a comma turns the draft into tags, a pasted "a, b"
 * adds both (what follows the last comma stays typed), leaving the box adds what is left, and
 * Backspace in the empty box removes the last tag. `add` decides what a text adds to the tags.
 */
export function useTagDraft({
  value,
  onChange,
  add,
  onRemoveLast,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  add: (tags: string[], text: string) => string[];
  onRemoveLast?: () => void;
}) {
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    const next = add(value, text);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };

  return {
    value: draft,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const text = event.target.value;
      if (!text.includes(',')) return setDraft(text);
      const cut = text.lastIndexOf(',');
      commit(text.slice(0, cut));
      setDraft(text.slice(cut + 1).trimStart());
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.key === 'Enter' || event.key === ',') {
        event.preventDefault();
        if (draft.trim()) commit(draft);
      } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
        onRemoveLast?.();
        onChange(value.slice(0, -1));
      }
    },
    onBlur() {
      if (draft.trim()) commit(draft);
    },
  };
}
