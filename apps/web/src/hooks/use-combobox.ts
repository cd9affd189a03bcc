import { type KeyboardEvent, useCallback, useId, useState } from 'react';

/**
 * The keyboard and ARIA side of a text field that suggests (the ARIA 1.2 combobox with a listbox
 * popup): which option is active, ↑/↓ to move (around), Enter (and Tab, when `tabPicks`) to pick,
 * Escape to close until `restart`. The field's props come ready to spread; the caller says what
 * the options are and what picking one does, and draws the list with `optionId` on each option.
 */
export function useCombobox<T>({
  options,
  keyOf,
  onPick,
  tabPicks = false,
}: {
  /** What the field suggests now; the list is open while there are some (and it is not closed). */
  options: readonly T[];
  /** Unique among the options: their element ids are made of it. */
  keyOf: (option: T) => string;
  onPick: (option: T) => void;
  tabPicks?: boolean;
}) {
  const listId = useId();
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && options.length > 0;
  const chosen = open ? options[Math.min(active, options.length - 1)] : undefined;
  const optionId = (option: T) => `${listId}-${keyOf(option)}`;

  /** The text it suggests for changed: the first option active, and the list shown again. */
  const restart = useCallback(() => {
    setActive(0);
    setDismissed(false);
  }, []);
  /** Closed until `restart` (a pick, Escape). */
  const dismiss = useCallback(() => setDismissed(true), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (Math.min(at, options.length - 1) + step + options.length) % options.length);
    } else if ((event.key === 'Enter' || (tabPicks && event.key === 'Tab')) && chosen !== undefined) {
      event.preventDefault();
      onPick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // a dialog around it stays open
      setDismissed(true);
    }
  };

  return {
    listId,
    open,
    chosen,
    optionId,
    restart,
    dismiss,
    /** Spread on the field. */
    fieldProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': chosen === undefined ? undefined : optionId(chosen),
      onKeyDown,
    },
  };
}
