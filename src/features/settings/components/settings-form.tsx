import { useId } from 'react';
import { commonCountries, CONTENT_LANGUAGES } from '@/lib/languages';
import { updateSettings, useSettings } from '@/lib/settings';
import { SelectField } from '@/components/ui/select-field';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { namespace, useInterfaceLanguage, useMessages } from '@/lib/i18n';
import { DeviceSection } from './device-section';
import { MutedSection } from './muted-section';
import { OfflineSection } from './offline-section';
import { Section } from './section';
import { ThemeSection } from './theme-section';
import type { Messages } from './settings-form.en';

const messages = namespace<Messages>('features/settings/components/settings-form');

function PersonalisationSection() {
  const t = useMessages(messages);
  const settings = useSettings();
  const id = useId();
  return (
    <Section title={t.personalisation}>
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
            {t.optOut}
          </label>
          <p className="text-sm text-ink-soft">{t.optOutNote}</p>
        </div>
      </div>
    </Section>
  );
}

function DefaultsSection() {
  const t = useMessages(messages);
  const language = useInterfaceLanguage();
  const settings = useSettings();
  return (
    <Section title={t.defaults}>
      <div className="flex flex-wrap gap-6">
        <SelectField
          label={t.language}
          value={settings.language}
          onChange={(value) => updateSettings({ language: value })}
        >
          <option value="">{t.anyLanguage}</option>
          {CONTENT_LANGUAGES.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.code}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.country}
          value={settings.country}
          onChange={(value) => updateSettings({ country: value })}
        >
          <option value="">{t.anyCountry}</option>
          {commonCountries(language).map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
    </Section>
  );
}

export function SettingsForm() {
  const t = useMessages(messages);
  return (
    <NeedsJavaScript note={t.needsJavaScript} className="grid max-w-3xl gap-5">
      <DefaultsSection />
      <ThemeSection />
      <PersonalisationSection />
      <MutedSection />
      <DeviceSection />
      <OfflineSection />
    </NeedsJavaScript>
  );
}
