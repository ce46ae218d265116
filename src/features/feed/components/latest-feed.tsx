// What the front page's Latest tab reads beside its stories: which stories they are (the reader's
// defaults, newest first) and the one line that says so. Apart from the Following tab's code, which the
// front page loads only when that tab is open.
import { Link } from 'react-router-dom';
import { countryName } from '@/lib/countries';
import { useInterfaceLanguage } from '@/lib/i18n';
import { languageName } from '@/lib/languages';
import { paths } from '@/lib/paths';
import type { Settings } from '@/lib/settings';
import { feedMessages } from '../messages';
import { feedView } from '../view';

/** The home page's latest stories: newest first, in the reader's defaults. */
export const latestFeedView = (settings: Settings) =>
  feedView({ search: '', settings, fixed: { sortBy: 'newest' } });

/**
 * What the Following tab's DefaultsNote says, in the front page's title area, in one short line: "English ·
 * United States · Change" — what the stories are, and the way to change it, without taking a story's place on a phone's first screen.
 */
export function SettingsLine({ settings, className = '' }: { settings: Settings; className?: string }) {
  const words = useInterfaceLanguage();
  const t = feedMessages[words];
  if (!settings.language && !settings.country) return null;
  const language = settings.language ? languageName(settings.language, words) : t.everyLanguage;
  const country = settings.country ? countryName(settings.country, words) : t.everyCountry;
  return (
    <p className={`text-xs text-ink-muted sm:text-sm ${className}`}>
      {language} · {country} ·{' '}
      <Link className="text-accent underline underline-offset-4" to={paths.settings()}>
        {t.change}
        <span className="sr-only">{t.changeWhere}</span>
      </Link>
    </p>
  );
}
