import { SelectField } from '@/components/ui/select-field';
import { useInterfaceLanguage } from '@/lib/i18n';
import { contentLanguageChoices } from '@/lib/languages';
import { categoriesMessages } from '../messages';

/** Picks the language names are shown in; '' leaves it to the service (English). */
export function LanguagePicker({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (language: string) => void;
  label?: string;
}) {
  const words = useInterfaceLanguage();
  const t = categoriesMessages[words];
  return (
    <SelectField label={label ?? t.language} value={value} onChange={onChange} inline>
      <option value="">{t.serviceDefault}</option>
      {contentLanguageChoices(words).map((language) => (
        <option key={language.code} value={language.code}>
          {language.name}
        </option>
      ))}
    </SelectField>
  );
}
