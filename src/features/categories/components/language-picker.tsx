import { useId } from 'react';
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
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-soft">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-10 rounded-md border border-rule bg-paper-raised px-3 text-sm"
      >
        <option value="">Default</option>
        {CONTENT_LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
