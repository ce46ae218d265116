// The one-time welcome at the top of the front page (issue 12, item 1): the reader confirms the
// language and country the first page guessed from the browser, may follow a few persons and teams,
// and closes it for good with "Skip" or "Done" (docs/decisions/0019). It sits above the stories and
// never covers them.
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { showToast } from '@/components/ui/toast';
import { countryInSentence, countryName } from '@/lib/countries';
import { COMMON_COUNTRIES, CONTENT_LANGUAGES } from '@/lib/languages';
import { updateSettings, type Settings } from '@/lib/settings';
import { dismissWelcome } from '@/lib/welcome';

/** What the front page shows, in words ("Stories in Español, for Spain"). */
function showing({ language, country }: Pick<Settings, 'language' | 'country'>): string {
  const name = CONTENT_LANGUAGES.find((entry) => entry.code === language)?.name;
  const where = country ? `for ${countryInSentence(country)}` : 'for every country';
  return `${name ? `Stories in ${name}` : 'Stories in every language'}, ${where}`;
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
  const titleId = useId();
  const followId = useId();
  const close = () => {
    dismissWelcome();
    onClosed();
    showToast('Welcome closed. Language and country stay in Settings.');
  };
  const countries = COMMON_COUNTRIES.some((entry) => entry.code === settings.country)
    ? COMMON_COUNTRIES
    : settings.country
      ? [{ code: settings.country, name: countryName(settings.country) }, ...COMMON_COUNTRIES]
      : COMMON_COUNTRIES;
  return (
    <section
      aria-labelledby={titleId}
      className="mb-5 min-w-0 rounded-xl border border-rule bg-paper-raised px-3 pt-3 pb-3 sm:px-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-serif text-xl font-semibold">
            Welcome to Gazette
          </h2>
          <p className="text-sm text-ink-soft">{showing(settings)}. Is that right?</p>
        </div>
        <Button variant="ghost" className="-mr-2 shrink-0 px-3" onClick={close}>
          Skip
        </Button>
      </div>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <SelectField
          inline
          label={<span className="inline-block w-[4.25rem] sm:w-auto">Language</span>}
          value={settings.language}
          onChange={(language) => updateSettings({ language })}
          selectClassName="min-w-0 flex-1 sm:flex-none"
        >
          <option value="">Any language</option>
          {CONTENT_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.code === settings.language ? `Your language (${language.name})` : language.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          inline
          label={<span className="inline-block w-[4.25rem] sm:w-auto">Country</span>}
          value={settings.country}
          onChange={(country) => updateSettings({ country })}
          selectClassName="min-w-0 flex-1 sm:flex-none"
        >
          <option value="">Any country</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.code === settings.country ? `Your country (${country.name})` : country.name}
            </option>
          ))}
        </SelectField>
      </div>
      <h3 id={followId} className="mt-3 mb-2 text-sm font-medium text-ink-soft">
        Follow a few people and teams in the news
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 sm:flex-1">{suggestions(followId)}</div>
        <Button variant="primary" className="self-end sm:self-center" onClick={close}>
          Done
        </Button>
      </div>
    </section>
  );
}
