// The interface in English, Spanish and Portuguese (docs/decisions/0025, 0043). Each part of the app names
// its messages with `namespace` and keeps their words beside its code, one file per language (`x.en.ts`,
// `x.es.ts`, `x.pt.ts`): es and pt `satisfies` en's type, so a key missing from one of them, or a message
// taking other arguments, fails the typecheck. A page loads its interface language's catalogue only
// (src/app/catalogues/); the server holds all three. Numbers, plurals and dates come from `Intl`.
//
// The language is the reader's choice in Settings, else the first of the browser's languages that Gazette
// speaks, else English. The choice is also kept in the preferences cookie (`ui`), so the server renders the
// page in it and writes `<html lang>`; a first visit's comes from `Accept-Language` on the server and from
// the same hints while the browser hydrates, so both renders agree to the letter.
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
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

/** Every namespace's messages in one language, as src/app/catalogues/<language>.ts exports them. */
type LoadedCatalogue = Readonly<Record<string, unknown>>;
/** The browser fetches a language's catalogue in two parts: what the front page speaks, and the rest. */
export type CataloguePart = 'front' | 'more';
const loaded: Partial<Record<InterfaceLanguage, LoadedCatalogue>> = {};
const pending = new Map<string, Promise<void>>();
const partsLoaded = new Set<string>();
let loader: ((language: InterfaceLanguage, part: CataloguePart) => Promise<LoadedCatalogue>) | undefined;
/** Once a page beyond the front page's first screen wanted the rest, a language switch fetches both parts. */
let moreWanted = false;

/** Hands over a language's catalogue (or a part of it) already at hand (the server's three, a test's). */
export function provideCatalogue(language: InterfaceLanguage, catalogue: LoadedCatalogue): void {
  loaded[language] = catalogue;
  partsLoaded.add(`${language}/front`).add(`${language}/more`);
}

/**
 * How the browser fetches a language's catalogue (src/app/catalogues/load.ts): the front page's part, and
 * the rest. A loader that ignores `part` and answers the whole catalogue both times is fine.
 */
export function setCatalogueLoader(
  load: (language: InterfaceLanguage, part: CataloguePart) => Promise<LoadedCatalogue>,
): void {
  loader = load;
}

export function hasCatalogue(language: InterfaceLanguage): boolean {
  return partsLoaded.has(`${language}/front`);
}

function loadPart(language: InterfaceLanguage, part: CataloguePart): Promise<void> {
  const id = `${language}/${part}`;
  if (partsLoaded.has(id)) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    if (!loader) return Promise.reject(new Error(`No catalogue for "${language}" and no loader to fetch it`));
    promise = loader(language, part).then(
      (catalogue) => {
        loaded[language] = { ...loaded[language], ...catalogue };
        partsLoaded.add(id);
        pending.delete(id);
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

/**
 * Resolves once the language's catalogue is at hand (at once when it already is): the front page's part,
 * and the rest too once a page or a panel beyond the front page's first screen has wanted it.
 */
export function loadCatalogue(language: InterfaceLanguage): Promise<void> {
  const front = loadPart(language, 'front');
  return moreWanted ? Promise.all([front, loadPart(language, 'more')]).then(() => {}) : front;
}

/**
 * Resolves once the whole of the language's catalogue is at hand: before any page but the front page
 * renders (src/app/router.tsx), and on `/` at the reader's first move toward a menu, a sheet or a field.
 * At once where the catalogues were provided whole (the server, the tests).
 */
export function loadWholeCatalogue(language: InterfaceLanguage): Promise<void> {
  if (!loader && hasCatalogue(language)) return Promise.resolve();
  moreWanted = true;
  return Promise.all([loadPart(language, 'front'), loadPart(language, 'more')]).then(() => {});
}

/** The language to speak in: the wanted one once its catalogue is here, until then the last one spoken (no keys shown). */
let lastSpoken: InterfaceLanguage | undefined;
function spoken(wanted: InterfaceLanguage): InterfaceLanguage {
  if (hasCatalogue(wanted)) return (lastSpoken = wanted);
  if (lastSpoken && hasCatalogue(lastSpoken)) return lastSpoken;
  return INTERFACE_LANGUAGES.find(hasCatalogue) ?? wanted;
}

/** The language the app's providers read from the reader's choice and pass down (`InterfaceLanguageProvider`). */
const InterfaceLanguageContext = createContext<InterfaceLanguage | null>(null);

/**
 * Around the app: reads the reader's choice once and passes the language down. Every component that speaks
 * reads it from here, so when the browser's stored values take over from the server's after hydration
 * (`../hydrated`), a language that stayed the same re-renders none of them: only this provider reads the
 * store, and a context whose value did not change wakes no reader. A language whose catalogue is not here
 * yet is fetched first; the page goes on speaking the one it has until then.
 */
export function InterfaceLanguageProvider({ children }: { children: ReactNode }) {
  const wanted = interfaceChoiceStore.use() || browserInterfaceLanguage();
  const [, setArrived] = useState<InterfaceLanguage | null>(null);
  const ready = hasCatalogue(wanted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCatalogue(wanted).then(
      () => live && setArrived(wanted),
      () => {}, // offline or a failed deploy: the page stays in the language it has
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return createElement(InterfaceLanguageContext, { value: spoken(wanted) }, children);
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
  return spoken(interfaceChoiceStore.get() || browserInterfaceLanguage());
}

/** One part of the app's messages, read in any interface language whose catalogue is loaded. */
export type Catalogue<T> = Readonly<Record<InterfaceLanguage, T>>;

/**
 * The handle of one part of the app's messages: `key` names it in every language's catalogue
 * (src/app/catalogues/), `T` is its English file's type. `handle[language]` reads it in a loaded language.
 */
export function namespace<T>(key: string): Catalogue<T> {
  const read = (language: InterfaceLanguage): T => {
    const catalogue = loaded[language];
    if (!catalogue) throw new Error(`The ${language} catalogue is not loaded (reading "${key}")`);
    if (!(key in catalogue)) {
      // A part beyond the front page's, read before it arrived (a panel opened at once on `/`): in a
      // render, React shows the nearest Suspense fallback until it has (the thrown promise).
      if (loader && !partsLoaded.has(`${language}/more`)) throw loadWholeCatalogue(language);
      throw new Error(`No "${key}" in the ${language} catalogue`);
    }
    return catalogue[key] as T;
  };
  return {
    get en() {
      return read('en');
    },
    get es() {
      return read('es');
    },
    get pt() {
      return read('pt');
    },
  };
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
