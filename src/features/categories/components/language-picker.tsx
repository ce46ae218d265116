import { ChoiceLinks } from '@/components/ui/choice-links';
import { SelectField } from '@/components/ui/select-field';
import { useInterfaceLanguage } from '@/lib/i18n';
import { contentLanguageChoices } from '@/lib/languages';
import { categoriesMessages } from '../messages';

/**
 * Picks the language names are shown in; '' leaves it to the service (English). Given `linkFor` (the
 * page's URL with a language), a browser without JavaScript gets the same choice as links.
 */
export function LanguagePicker({
  value,
  onChange,
  label,
  linkFor,
}: {
  value: string;
  onChange: (language: string) => void;
  label?: string;
  linkFor?: (language: string) => string;
}) {
  const words = useInterfaceLanguage();
  const t = categoriesMessages[words];
  const choices = [
    { code: '', name: t.serviceDefault },
    ...contentLanguageChoices(words).map(({ code, name }) => ({ code, name })),
  ];
  return (
    <>
      {linkFor && (
        <noscript>
          <ChoiceLinks
            label={label ?? t.language}
            choices={choices.map(({ code, name }) => ({
              label: name,
              href: linkFor(code),
              current: code === value,
            }))}
          />
        </noscript>
      )}
      <SelectField
        label={label ?? t.language}
        value={value}
        onChange={onChange}
        inline
        className={linkFor ? 'noscript:hidden' : ''}
      >
        {choices.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
