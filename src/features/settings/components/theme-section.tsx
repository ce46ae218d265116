import {
  namespace,
  INTERFACE_LANGUAGE_NAMES,
  INTERFACE_LANGUAGES,
  interfaceChoiceStore,
  browserInterfaceLanguage,
  useInterfaceLanguage,
  useMessages,
  type InterfaceChoice,
} from '@/lib/i18n';
import { RadioPill } from '@/components/ui/radio-pill';
import { THEMES, themeStore } from '@/lib/theme';
import { Section } from './section';
import type { Messages } from './theme-section.en';

const messages = namespace<Messages>('features/settings/components/theme-section');

/** Theme and interface language: applied at once, and in the first paint of every later page. */
export function ThemeSection() {
  const t = useMessages(messages);
  const theme = themeStore.use();
  const choice = interfaceChoiceStore.use();
  const language = useInterfaceLanguage();
  const browsers = browserInterfaceLanguage();
  const choices: { value: InterfaceChoice; label: string; lang?: string }[] = [
    { value: '', label: t.browsers(INTERFACE_LANGUAGE_NAMES[browsers]) },
    ...INTERFACE_LANGUAGES.map((value) => ({ value, label: INTERFACE_LANGUAGE_NAMES[value], lang: value })),
  ];
  return (
    <Section title={t.title}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-soft">{t.theme}</legend>
        <div className="flex flex-wrap gap-2">
          {THEMES.map((option) => (
            <RadioPill
              key={option}
              name="theme"
              checked={theme === option}
              onChange={() => themeStore.set(option)}
            >
              {t.themes[option]}
            </RadioPill>
          ))}
        </div>
        <p className="mt-2 text-sm text-ink-soft">{t.systemNote}</p>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="mb-2 text-sm font-medium text-ink-soft">{t.language}</legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((option) => (
            <RadioPill
              key={option.value || 'browser'}
              name="interface-language"
              lang={option.lang !== language ? option.lang : undefined}
              checked={choice === option.value}
              onChange={() => interfaceChoiceStore.set(option.value)}
            >
              {option.label}
            </RadioPill>
          ))}
        </div>
        <p className="mt-2 text-sm text-ink-soft">{t.languageNote}</p>
      </fieldset>
    </Section>
  );
}
