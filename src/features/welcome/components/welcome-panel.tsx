// The one-time welcome at the top of the front page: the reader confirms the
// language and country the first page guessed from the browser, may follow a few persons and teams,
// and closes it for good with "Skip" or "Done" (docs/decisions/0019). It sits above the stories and
// never covers them.
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { showToast } from '@/components/ui/toast';
import { countryInSentence, countryName } from '@/lib/countries';
import { namespace, useInterfaceLanguage, useMessages, type InterfaceLanguage } from '@/lib/i18n';
import {
  COMMON_COUNTRY_CODES,
  CONTENT_LANGUAGES,
  contentLanguageChoices,
  languageName,
} from '@/lib/languages';
import { updateSettings, type Settings } from '@/lib/settings';
import { dismissWelcome } from '@/lib/welcome';
import type { Messages } from './welcome-panel.en';

const messages = namespace<Messages>('features/welcome/components/welcome-panel');

/** What the front page shows, in words ("Stories in Español, for Spain", "Noticias en español, de España"). */
function showing(
  interfaceLanguage: InterfaceLanguage,
  { language, country }: Pick<Settings, 'language' | 'country'>,
): string {
  const english = interfaceLanguage === 'en';
  const known = CONTENT_LANGUAGES.find((entry) => entry.code === language);
  const name = known && (english ? known.name : languageName(known.code, interfaceLanguage, true));
  const where = country
    ? english
      ? countryInSentence(country)
      : countryName(country, interfaceLanguage)
    : undefined;
  return messages[interfaceLanguage].showing(name, where);
}

export function WelcomePanel({
  settings,
  suggestions,
  onClosed,
}: {
  settings: Settings;
  /** After "Skip" or "Done": the page puts focus where the reader goes on (the panel is gone). */
  onClosed: () => void;
  /** Persons and teams to follow (the app composes the people feature's cards); labelled by `followId`. */
  suggestions: (followId: string) => ReactNode;
}) {
  const language = useInterfaceLanguage();
  const t = useMessages(messages);
  const titleId = useId();
  const followId = useId();
  const close = () => {
    dismissWelcome();
    onClosed();
    showToast(t.closed);
  };
  const codes: readonly string[] = COMMON_COUNTRY_CODES;
  const countries = (
    settings.country && !codes.includes(settings.country) ? [settings.country, ...codes] : codes
  ).map((code) => ({ code, name: countryName(code, language) }));
  return (
    // Compact, so a phone's first screen still shows stories below it: Skip and Done in its first line,
    // the two pickers side by side (one under the other, each label beside its picker, below 360 px, so
    // no picker's choice is cut), the suggestions one sideways row. The pickers show plain names: the
    // sentence above already says which were guessed, and "Your country (United States)" was cut off on
    // a phone.
    <section
      aria-labelledby={titleId}
      className="mb-3 min-w-0 rounded-xl border border-rule bg-paper-raised px-3 pt-2 pb-2.5 sm:px-5 sm:pt-3 noscript:hidden"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="font-serif text-lg leading-snug font-semibold sm:text-xl">
            {t.title}
          </h2>
          <p className="text-xs text-ink-soft sm:text-sm">
            {showing(language, settings)}. {t.right}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button variant="ghost" className="px-3" onClick={close}>
            {t.skip}
          </Button>
          <Button variant="primary" className="px-3.5" onClick={close}>
            {t.done}
          </Button>
        </div>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 max-[359px]:grid-cols-1 sm:flex sm:flex-row sm:flex-wrap sm:gap-x-6">
        <SelectField
          className="max-[359px]:flex-row max-[359px]:items-center max-[359px]:gap-2 sm:flex-row sm:items-center sm:gap-2"
          label={
            <span className="inline-block text-xs max-[359px]:w-16 sm:w-auto sm:text-sm">{t.language}</span>
          }
          value={settings.language}
          onChange={(language) => updateSettings({ language })}
          selectClassName="min-w-0 w-full max-[359px]:flex-1 sm:w-auto"
        >
          <option value="">{t.anyLanguage}</option>
          {contentLanguageChoices(language).map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          className="max-[359px]:flex-row max-[359px]:items-center max-[359px]:gap-2 sm:flex-row sm:items-center sm:gap-2"
          label={
            <span className="inline-block text-xs max-[359px]:w-16 sm:w-auto sm:text-sm">{t.country}</span>
          }
          value={settings.country}
          onChange={(country) => updateSettings({ country })}
          selectClassName="min-w-0 w-full max-[359px]:flex-1 sm:w-auto"
        >
          <option value="">{t.anyCountry}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
      <h3 id={followId} className="mt-2 mb-1 text-xs font-medium text-ink-soft sm:mt-3 sm:mb-2 sm:text-sm">
        {t.follow}
      </h3>
      <div className="min-w-0">{suggestions(followId)}</div>
    </section>
  );
}
