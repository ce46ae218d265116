// The interface in English, Spanish and Portuguese (issue 14, docs/decisions/0025). Each part of the app keeps
// its own typed catalogue beside its code (`defineMessages`): the three languages side by side, and a key
// missing from one of them, or a message taking other arguments, fails the typecheck. Numbers, plurals and
// dates come from `Intl` in the interface language.
//
// The language is the reader's choice in Settings, else the first of the browser's languages that Gazette
// speaks, else English. The choice is also kept in the preferences cookie (`ui`), so the server renders the
// page in it and writes `<html lang>`; a first visit's comes from `Accept-Language` on the server and from
// the same hints while the browser hydrates, so both renders agree to the letter.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createLocalStore } from '../local-store';
import { prefsFromCookieHeader, readerHints, type ReaderHints } from '../reader-hints';

export const INTERFACE_LANGUAGES = ['en', 'es', 'pt'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Each language's own name for itself, as the Settings choice shows it. */
export const INTERFACE_LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
};

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly unknown[]).includes(value);
}

/** The first of the browser's languages (best first, as `navigator.languages` or `Accept-Language`) Gazette speaks. */
export function interfaceLanguageOf(locales: readonly string[]): InterfaceLanguage {
  for (const locale of locales) {
    const base = locale.toLowerCase().split(/[-_]/)[0];
    if (isInterfaceLanguage(base)) return base;
  }
  return 'en';
}

/** The reader's choice: a language, or '' for "the browser's". */
export type InterfaceChoice = InterfaceLanguage | '';
const parseChoice = (raw: unknown): InterfaceChoice => (isInterfaceLanguage(raw) ? raw : '');

/** What the browser keeps: local storage, else the preferences cookie (a choice made before storage was cleared). */
const storedChoice = (raw: unknown): InterfaceChoice =>
  raw === undefined && typeof document !== 'undefined'
    ? parseChoice(prefsFromCookieHeader(document.cookie).ui)
    : parseChoice(raw);

export const interfaceChoiceStore = createLocalStore<InterfaceChoice>('gazette.interface', storedChoice, {
  serverValue: () => parseChoice(readerHints().prefs.ui),
  prefs: (choice) => ({ ui: choice }),
});

/**
 * The browser's languages: those the page was rendered for (the request's on the server, and in the browser
 * the same, read from the page it hydrated, so the language never switches after load), else the browser's own.
 */
function browserLocales(): readonly string[] {
  const { locales } = readerHints();
  if (locales.length > 0 || typeof navigator === 'undefined') return locales;
  return navigator.languages;
}

/** The language a request's page is rendered in: the cookie's choice, else its `Accept-Language`'s. */
export function interfaceLanguageFromHints(hints: ReaderHints): InterfaceLanguage {
  return parseChoice(hints.prefs.ui) || interfaceLanguageOf(hints.locales);
}

/** What the interface speaks when the reader chose nothing: the browser's first language Gazette speaks. */
export function browserInterfaceLanguage(): InterfaceLanguage {
  return interfaceLanguageOf(browserLocales());
}

/** The language the app's providers read from the reader's choice and pass down (`InterfaceLanguageProvider`). */
const InterfaceLanguageContext = createContext<InterfaceLanguage | null>(null);

/**
 * Around the app: reads the reader's choice once and passes the language down. Every component that speaks
 * reads it from here, so when the browser's stored values take over from the server's after hydration
 * (`../hydrated`), a language that stayed the same re-renders none of them: only this provider reads the
 * store, and a context whose value did not change wakes no reader.
 */
export function InterfaceLanguageProvider({ children }: { children: ReactNode }) {
  const language = interfaceChoiceStore.use() || browserInterfaceLanguage();
  return createElement(InterfaceLanguageContext, { value: language }, children);
}

/**
 * The interface language now (the server's render and the hydrating render read the request's hints).
 * Outside the provider (a component rendered on its own) it is read from the store as it is then.
 */
export function useInterfaceLanguage(): InterfaceLanguage {
  return useContext(InterfaceLanguageContext) ?? interfaceLanguage();
}

/** The interface language outside React (loaders, page titles): on the server, the request's. */
export function interfaceLanguage(): InterfaceLanguage {
  return interfaceChoiceStore.get() || browserInterfaceLanguage();
}

/** One part of the app's messages in each interface language; es and pt must have exactly en's shape. */
export type Catalogue<T> = Readonly<Record<InterfaceLanguage, T>>;

export function defineMessages<T>(catalogue: { en: T; es: NoInfer<T>; pt: NoInfer<T> }): Catalogue<T> {
  return catalogue;
}

/** A catalogue's messages in the interface language. */
export function useMessages<T>(catalogue: Catalogue<T>): T {
  return catalogue[useInterfaceLanguage()];
}

/** A catalogue's messages outside React (loaders, titles, toasts fired from callbacks). */
export function messagesOf<T>(catalogue: Catalogue<T>): T {
  return catalogue[interfaceLanguage()];
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the language's digits and grouping ("1,234", "1.234"). */
export function formatNumber(language: InterfaceLanguage, n: number): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(n);
}

/**
 * The form of a phrase for a count, by the language's plural rules; `#` stands for the count, formatted.
 * `plural('pt', 2, { one: '# história nova', other: '# histórias novas' })` → "2 histórias novas".
 */
export function plural(
  language: InterfaceLanguage,
  n: number,
  forms: { one: string; other: string } & Partial<Record<'zero' | 'two' | 'few' | 'many', string>>,
): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const form = forms[rules.select(n) as keyof typeof forms] ?? forms.other;
  return form.replaceAll('#', formatNumber(language, n));
}
