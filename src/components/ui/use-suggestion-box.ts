// The keyboard and state of a text box that suggests as the reader types (a combobox's list): the header's
// search and the feed's "Add a source, person, team or topic" box. ArrowDown/ArrowUp move through the
// suggestions (opening the list), Enter chooses the one highlighted (else the box's own fallback), Escape
// closes an open list and goes no further. The suggestions' code loads on first use (`wanted`).
import { useState, type KeyboardEvent } from 'react';

export function useSuggestionBox<T>({
  hasText,
  onChoose,
  onOpen,
  fallback,
}: {
  /** Whether the box holds text to suggest for. */
  hasText: boolean;
  onChoose: (suggestion: T) => void;
  /** Called whenever the list is asked to open (focus, typing, the arrows). */
  onOpen?: () => void;
  /** What Enter chooses when no suggestion is highlighted. */
  fallback?: (suggestions: readonly T[]) => T | undefined;
}) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<T[]>([]);
  const expanded = open && hasText && suggestions.length > 0;

  const show = () => {
    setWanted(true);
    setOpen(true);
    onOpen?.();
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: T) => {
    close();
    onChoose(suggestion);
  };
  /** The text changed: the list opens again, nothing highlighted. */
  const typed = () => {
    setActive(-1);
    show();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = expanded ? suggestions.length : 0;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        show();
        if (count > 0) setActive((index) => (index + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        show();
        if (count > 0) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        return;
      case 'Enter': {
        const chosen = (active >= 0 && expanded ? suggestions[active] : undefined) ?? fallback?.(suggestions);
        if (chosen !== undefined) {
          event.preventDefault();
          choose(chosen);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          // The list closes; a dialog or sheet around the box waits for the next press.
          event.stopPropagation();
          close();
        }
        return;
    }
  };
  return {
    wanted,
    expanded,
    active,
    suggestions,
    setActive,
    setSuggestions,
    show,
    close,
    choose,
    typed,
    onKeyDown,
  };
}
