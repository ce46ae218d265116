// The comics' pickers: theme and language, each with a visible label (the date is the day bar's).
import { COMIC_THEMES, type ComicLanguage } from '@/api/schemas';
import { ChoiceLinks } from '@/components/ui/choice-links';
import { SelectField } from '@/components/ui/select-field';
import { useMessages } from '@/lib/i18n';
import { canonicalTheme } from '../comic-meta';
import { comicsMessages } from '../messages';
import { comicsHref, LANGUAGE_NAMES, type ComicsView } from '../url-state';

export function ComicsPickers({
  view,
  onChange,
}: {
  view: ComicsView;
  onChange: (view: ComicsView) => void;
}) {
  const t = useMessages(comicsMessages);
  const languages = Object.keys(LANGUAGE_NAMES) as ComicLanguage[];
  return (
    <>
      {/* Without JavaScript the same choices are links to the comics with that theme or language. */}
      <noscript>
        <div className="mb-4 space-y-3">
          <ChoiceLinks
            label={t.theme}
            choices={[undefined, ...COMIC_THEMES].map((theme) => ({
              label: theme ?? t.allThemes,
              href: comicsHref({ ...view, theme }),
              current: view.theme === theme,
            }))}
          />
          <ChoiceLinks
            label={t.language}
            choices={languages.map((language) => ({
              label: LANGUAGE_NAMES[language],
              href: comicsHref({ ...view, language }),
              current: view.language === language,
              lang: language,
            }))}
          />
        </div>
      </noscript>
      <div className="mb-4 grid grid-cols-2 items-end gap-3 noscript:hidden sm:flex sm:flex-wrap sm:gap-4">
        <SelectField
          label={t.theme}
          value={view.theme ?? ''}
          onChange={(value) => onChange({ ...view, theme: canonicalTheme(value) })}
          selectClassName="w-full sm:w-auto sm:min-w-40"
        >
          <option value="">{t.allThemes}</option>
          {COMIC_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {theme}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.language}
          value={view.language}
          onChange={(value) => onChange({ ...view, language: value as ComicLanguage })}
          selectClassName="w-full sm:w-auto sm:min-w-36"
        >
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
