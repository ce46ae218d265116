import { useId } from 'react';
import { COMMON_COUNTRIES, CONTENT_LANGUAGES } from '@/lib/languages';
import { updateSettings, useSettings } from '@/lib/settings';
import { SelectField } from '@/components/ui/select-field';
import { DeviceSection } from './device-section';
import { OfflineSection } from './offline-section';
import { Section } from './section';
import { ThemeSection } from './theme-section';

function PersonalisationSection() {
  const settings = useSettings();
  const id = useId();
  return (
    <Section title="Personalisation">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 accent-accent"
          checked={settings.optOut}
          onChange={(event) => updateSettings({ optOut: event.target.checked })}
        />
        <div>
          <label htmlFor={id} className="font-medium">
            Opt out of personalisation
          </label>
          <p className="text-sm text-ink-soft">
            When on, stories come newest first for everyone and the service records nothing about your
            reading.
          </p>
        </div>
      </div>
    </Section>
  );
}

function DefaultsSection() {
  const settings = useSettings();
  return (
    <Section title="Language and country">
      <div className="flex flex-wrap gap-6">
        <SelectField
          label="Language"
          value={settings.language}
          onChange={(value) => updateSettings({ language: value })}
        >
          <option value="">Any language</option>
          {CONTENT_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Country"
          value={settings.country}
          onChange={(value) => updateSettings({ country: value })}
        >
          <option value="">Any country</option>
          {COMMON_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
    </Section>
  );
}

export function SettingsForm() {
  return (
    <div className="grid max-w-3xl gap-5">
      <DefaultsSection />
      <ThemeSection />
      <PersonalisationSection />
      <DeviceSection />
      <OfflineSection />
    </div>
  );
}
