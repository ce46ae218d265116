import { THEMES, themeStore } from '@/lib/theme';
import { Section } from './section';

/** Light, dark or the system's: applied at once, and in the first paint of every later page. */
export function ThemeSection() {
  const theme = themeStore.use();
  return (
    <Section title="Appearance">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-soft">Theme</legend>
        <div className="flex flex-wrap gap-2">
          {THEMES.map((option) => (
            <label
              key={option.value}
              className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                theme === option.value ? 'border-ink bg-ink text-paper' : 'border-rule hover:border-ink-muted'
              }`}
            >
              <input
                type="radio"
                name="theme"
                className="sr-only"
                value={option.value}
                checked={theme === option.value}
                onChange={() => themeStore.set(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-ink-soft">“System” follows your device’s light or dark setting.</p>
      </fieldset>
    </Section>
  );
}
