import { useId } from 'react';
import { COMMON_COUNTRIES, CONTENT_LANGUAGES } from '@/lib/languages';
import { updateSettings, useSettings } from '@/lib/settings';
import { countryName } from '@/lib/countries';
import { SelectField } from '@/components/ui/select-field';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { defineMessages, useInterfaceLanguage, useMessages } from '@/lib/i18n';
import { DeviceSection } from './device-section';
import { MutedSection } from './muted-section';
import { OfflineSection } from './offline-section';
import { Section } from './section';
import { ThemeSection } from './theme-section';

const messages = defineMessages({
  en: {
    personalisation: 'Personalisation',
    optOut: 'Opt out of personalisation',
    optOutNote:
      'When on, stories come newest first for everyone and the service records nothing about your reading.',
    defaults: 'Language and country',
    language: 'Language',
    anyLanguage: 'Any language',
    country: 'Country',
    anyCountry: 'Any country',
    needsJavaScript:
      'Settings are kept by this browser and changed by Gazette’s scripts, which your browser does not run. Turn JavaScript on to change them.',
  },
  es: {
    personalisation: 'Personalización',
    optOut: 'Desactivar la personalización',
    optOutNote:
      'Si está activado, las noticias aparecen de la más reciente a la más antigua para todos y el servicio no registra nada de lo que lees.',
    defaults: 'Idioma y país de las noticias',
    language: 'Idioma',
    anyLanguage: 'Cualquier idioma',
    country: 'País',
    anyCountry: 'Cualquier país',
    needsJavaScript:
      'Los ajustes los guarda este navegador y los cambian los scripts de Gazette, que tu navegador no ejecuta. Activa JavaScript para cambiarlos.',
  },
  pt: {
    personalisation: 'Personalização',
    optOut: 'Desativar a personalização',
    optOutNote:
      'Quando ativado, as notícias aparecem das mais recentes para as mais antigas para todos, e o serviço não registra nada sobre sua leitura.',
    defaults: 'Idioma e país das notícias',
    language: 'Idioma',
    anyLanguage: 'Qualquer idioma',
    country: 'País',
    anyCountry: 'Qualquer país',
    needsJavaScript:
      'As configurações ficam guardadas neste navegador e são alteradas pelos scripts do Gazette, que seu navegador não executa. Ative o JavaScript para alterá-las.',
  },
});

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
          {COMMON_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {countryName(country.code, language)}
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
