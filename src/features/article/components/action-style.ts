/** The article toolbar's buttons: a bordered pill with an icon and a word, a 40 px target. */
export const ACTION_CLASS =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border border-rule px-3 text-sm font-medium text-ink-soft hover:border-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60';
