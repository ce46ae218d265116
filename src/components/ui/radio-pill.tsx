import type { ReactNode } from 'react';

const LOOKS = {
  /** A bordered pill: the filters' time presets, Settings' theme and language. */
  outline: {
    base: 'min-h-10 rounded-full border px-3 text-sm',
    on: 'border-ink bg-ink text-paper',
    off: 'border-rule hover:border-ink-muted',
  },
  /** Without a border, for a toolbar: the feed's density. */
  quiet: {
    base: 'min-h-8 rounded-md px-2.5',
    on: 'bg-ink text-paper',
    off: 'text-ink-soft hover:bg-paper-sunk',
  },
} as const;

/**
 * One choice of a group of radios drawn as pills: a real `<input type="radio">` (hidden, still focused and
 * announced), its label the pill; the chosen one is filled, focus shows as a ring.
 */
export function RadioPill({
  name,
  value,
  checked,
  onChange,
  look = 'outline',
  lang,
  children,
}: {
  /** The group's name (one per group: `useId()`). */
  name: string;
  value?: string;
  checked: boolean;
  onChange: () => void;
  look?: keyof typeof LOOKS;
  /** The label's language, when it is not the page's (a language's own name). */
  lang?: string;
  children: ReactNode;
}) {
  const style = LOOKS[look];
  return (
    <label
      lang={lang}
      className={`inline-flex cursor-pointer items-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${style.base} ${checked ? style.on : style.off}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="sr-only"
      />
      {children}
    </label>
  );
}
