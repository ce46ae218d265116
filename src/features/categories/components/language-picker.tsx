import { SelectField } from '@/components/ui/select-field';
import { CONTENT_LANGUAGES } from '@/lib/languages';

/** Picks the language names are shown in; '' leaves it to the service (English). */
export function LanguagePicker({
  value,
  onChange,
  label = 'Language',
}: {
  value: string;
  onChange: (language: string) => void;
  label?: string;
}) {
  return (
    <SelectField label={label} value={value} onChange={onChange} inline>
      <option value="">Service default (English)</option>
      {CONTENT_LANGUAGES.map((language) => (
        <option key={language.code} value={language.code}>
          {language.name}
        </option>
      ))}
    </SelectField>
  );
}
