import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { countryChoices } from '@/lib/countries';
import { useInterfaceLanguage } from '@/lib/i18n';
import { providerChoicesQueryOptions, type CategoryListFilters } from '../api';
import { categoriesMessages } from '../messages';

/**
 * The category list operation's own pickers: country (by name), provider to include and to exclude,
 * tag, and a Video switch. Each change sets one URL parameter through `onChange`.
 */
export function CategoryFilters({
  filters,
  onChange,
}: {
  filters: CategoryListFilters;
  onChange: (name: string, value: string) => void;
}) {
  const words = useInterfaceLanguage();
  const t = categoriesMessages[words];
  const providers = useQuery(providerChoicesQueryOptions());
  const tagId = useId();
  const videoId = useId();
  const [tag, setTag] = useState(filters.tag?.join(',') ?? '');
  const video = filters.media === 'video';
  const providerOptions = (providers.data ?? []).map((provider) => (
    <option key={provider.id} value={provider.id}>
      {provider.name}
    </option>
  ));

  const chosen = Object.values(filters).some((value) => value !== undefined && value.length > 0);
  // Open when a filter is set (a shared link); once open it stays so while the reader changes them.
  const [open, setOpen] = useState(chosen);
  return (
    // After the cards, folded: the page is its categories; its filters open on request (or when set).
    <details
      open={open || undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mt-8 border-t border-rule pt-3 noscript:hidden"
    >
      <summary className="cursor-pointer py-1 font-medium focus-visible:outline-2 focus-visible:outline-accent">
        {t.filters}
      </summary>
      <div
        role="group"
        aria-label={t.filters}
        className="mt-3 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap sm:gap-4 [&_select]:w-full sm:[&_select]:w-auto"
      >
        <SelectField
          label={t.country}
          value={filters.countryCode ?? ''}
          onChange={(value) => onChange('countryCode', value)}
        >
          <option value="">{t.anyCountry}</option>
          {countryChoices(words).map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.provider}
          value={filters.vendor?.[0] ?? ''}
          onChange={(value) => onChange('vendor', value)}
        >
          <option value="">{t.anyProvider}</option>
          {providerOptions}
        </SelectField>
        <SelectField
          label={t.excludeProvider}
          value={filters.vendorFilter?.[0] ?? ''}
          onChange={(value) => onChange('vendorFilter', value)}
        >
          <option value="">{t.none}</option>
          {providerOptions}
        </SelectField>
        <form
          className="flex min-w-0 flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            onChange('tag', tag);
          }}
        >
          <label htmlFor={tagId} className="text-sm font-medium text-ink-soft">
            {t.tag}
          </label>
          <input
            id={tagId}
            type="search"
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            onBlur={() => onChange('tag', tag)}
            className="min-h-10 w-full rounded-md border border-rule bg-paper-raised px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent sm:w-auto"
          />
        </form>
        <div className="flex min-h-10 items-center gap-2">
          <input
            id={videoId}
            type="checkbox"
            role="switch"
            checked={video}
            aria-checked={video}
            onChange={(event) => onChange('media', event.target.checked ? 'video' : '')}
            className="h-5 w-5 accent-accent"
          />
          <label htmlFor={videoId} className="text-sm font-medium text-ink-soft">
            {t.video}
          </label>
        </div>
      </div>
    </details>
  );
}
