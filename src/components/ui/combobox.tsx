// A text box that suggests values as the reader types (the ARIA 1.2 combobox pattern with a listbox
// popup): ArrowDown/ArrowUp move through the suggestions, Enter chooses, Escape closes, a click chooses.
// The popup is always in the page (hidden when closed), so `aria-controls` names an element on the
// server's page and in the browser alike.
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useMessages } from '@/lib/i18n';

const messages = defineMessages({
  en: {
    addAnother: 'Add another…',
    typeToFind: 'Type to find…',
    add: 'Add',
    addNamed: (label: string) => `Add ${label}`,
    chosen: (label: string) => `Chosen ${label}`,
    suggestions: (label: string) => `${label} suggestions`,
    loading: 'Loading suggestions…',
    noMatch: (query: string) => `No suggestion matches “${query}”; Add uses it as typed.`,
    none: 'No suggestions.',
  },
  es: {
    addAnother: 'Añadir otro…',
    typeToFind: 'Escribe para buscar…',
    add: 'Añadir',
    addNamed: (label: string) => `Añadir: ${label}`,
    chosen: (label: string) => `Selección: ${label}`,
    suggestions: (label: string) => `Sugerencias: ${label}`,
    loading: 'Cargando sugerencias…',
    noMatch: (query: string) => `Ninguna sugerencia coincide con “${query}”; Añadir lo usa tal cual.`,
    none: 'No hay sugerencias.',
  },
  pt: {
    addAnother: 'Adicionar outro…',
    typeToFind: 'Digite para buscar…',
    add: 'Adicionar',
    addNamed: (label: string) => `Adicionar: ${label}`,
    chosen: (label: string) => `Seleção: ${label}`,
    suggestions: (label: string) => `Sugestões: ${label}`,
    loading: 'Carregando sugestões…',
    noMatch: (query: string) => `Nenhuma sugestão corresponde a “${query}”; Adicionar usa o texto como está.`,
    none: 'Nenhuma sugestão.',
  },
});

export interface ComboboxOption {
  value: string;
  label: string;
}

/** How many suggestions the popup lists at once; typing narrows the rest. */
const SHOWN = 50;

/** Suggestions matching `query`: names that start with it first, then names that contain it. */
export function matchOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return options.slice(0, SHOWN);
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const label = option.label.toLowerCase();
    if (label.startsWith(needle) || label.split(/\s+/).some((word) => word.startsWith(needle))) {
      starts.push(option);
    } else if (label.includes(needle) || option.value.toLowerCase().includes(needle)) contains.push(option);
  }
  return [...starts, ...contains].slice(0, SHOWN);
}

export interface ComboboxProps {
  label: string;
  options: readonly ComboboxOption[];
  /** A suggestion was chosen, or (Enter, the Add button) a value typed that matches none. */
  onChoose: (value: string) => void;
  /** Values already chosen: shown in the control, and left out of the suggestions. */
  chosen?: readonly ComboboxOption[];
  /** Said in the popup while the suggestions load. */
  loading?: boolean;
  /** Form field name (for a reader without JavaScript). */
  name?: string;
  maxLength?: number;
  /** Under the box: a hint, a checkbox that changes what is added. */
  children?: ReactNode;
  className?: string;
  onFocus?: () => void;
}

export function Combobox({
  label,
  options,
  onChoose,
  chosen = [],
  loading = false,
  name,
  maxLength,
  children,
  className = '',
  onFocus,
}: ComboboxProps) {
  const t = useMessages(messages);
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  const matches = useMemo(() => {
    const taken = new Set(chosen.map((option) => option.value.toLowerCase()));
    return matchOptions(
      options.filter((option) => !taken.has(option.value.toLowerCase())),
      query,
    );
  }, [options, chosen, query]);
  const expanded = open && matches.length > 0;
  const activeOption = expanded ? matches[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (value: string) => {
    onChoose(value);
    setQuery('');
    close();
  };
  /** Enter or Add: the highlighted suggestion, else the one the text names, else the text itself. */
  const commit = () => {
    if (activeOption) return choose(activeOption.value);
    const text = query.trim();
    if (!text) return;
    const named = options.find(
      (option) =>
        option.label.toLowerCase() === text.toLowerCase() ||
        option.value.toLowerCase() === text.toLowerCase(),
    );
    choose(named?.value ?? text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(event.altKey ? -1 : 0);
        } else setActive((index) => Math.min(index + 1, matches.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(matches.length - 1);
        } else setActive((index) => Math.max(index - 1, 0));
        return;
      case 'Enter':
        event.preventDefault();
        commit();
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          // The popup closes; the page's own Escape (a sheet closing) waits for the next press.
          event.stopPropagation();
          close();
        } else if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
        }
        return;
    }
  };

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {chosen.length > 0 && (
        <ul aria-label={t.chosen(label)} className="flex flex-wrap gap-1.5">
          {chosen.map((option) => (
            <li
              key={option.value}
              className="rounded-full bg-accent-soft px-2.5 py-0.5 text-sm font-medium text-accent-strong"
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
      <div className="relative flex gap-2">
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          value={query}
          placeholder={chosen.length > 0 ? t.addAnother : t.typeToFind}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onFocus={onFocus}
          onBlur={close}
          onKeyDown={onKeyDown}
          className="min-h-10 w-full min-w-0 rounded-md border border-rule bg-paper-raised px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent"
        />
        <button
          type="button"
          onClick={commit}
          aria-label={t.addNamed(label)}
          className="inline-flex min-h-10 shrink-0 items-center rounded-md border border-rule bg-paper-raised px-3 text-sm font-medium hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t.add}
        </button>
        <ul
          id={listId}
          role="listbox"
          aria-label={t.suggestions(label)}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-40 mt-1 max-h-64 overflow-y-auto rounded-md border border-rule bg-paper-raised py-1 text-sm shadow-lg"
        >
          {expanded &&
            matches.map((option, index) => (
              // The keyboard reaches the options through the box (aria-activedescendant), not on them.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the box, so the click chooses rather than blurring the popup away.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.value)}
                onMouseMove={() => setActive(index)}
                ref={
                  index === active ? (element) => element?.scrollIntoView?.({ block: 'nearest' }) : undefined
                }
                className={`cursor-pointer px-3 py-1.5 ${index === active ? 'bg-ink text-paper' : 'text-ink'}`}
              >
                {option.label}
              </li>
            ))}
        </ul>
      </div>
      {open && matches.length === 0 && (
        <p className="text-xs text-ink-muted" role="status">
          {loading ? t.loading : query ? t.noMatch(query) : t.none}
        </p>
      )}
      {children}
    </div>
  );
}
