// A choice made by following a link: what a select or a set of radio pills offers, for a reader whose
// browser runs no scripts (shown inside <noscript>). Each link reloads the page with that choice in its
// URL; the current one is marked.

export interface LinkChoice {
  label: string;
  href: string;
  current: boolean;
  /** The label's language, when it is not the page's (a language's own name). */
  lang?: string;
}

export function ChoiceLinks({ label, choices }: { label: string; choices: readonly LinkChoice[] }) {
  return (
    <nav aria-label={label} className="text-sm">
      <p className="mb-1 font-medium text-ink-soft">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {choices.map((choice) => (
          <li key={choice.href}>
            <a
              href={choice.href}
              lang={choice.lang}
              aria-current={choice.current ? 'true' : undefined}
              className="inline-flex min-h-9 items-center rounded-full border border-rule px-3 aria-[current]:border-ink aria-[current]:bg-ink aria-[current]:text-paper"
            >
              {choice.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
