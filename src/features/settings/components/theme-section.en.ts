// English words of features/settings/components/theme-section.tsx (docs/decisions/0043).
import { type Theme } from '@/lib/theme';

const en = {
  title: 'Appearance',
  theme: 'Theme',
  themes: { system: 'System', light: 'Light', dark: 'Dark' } satisfies Record<Theme, string>,
  systemNote: '“System” follows your device’s light or dark setting.',
  language: 'Interface language',
  browsers: (name: string) => `Your browser’s (${name})`,
  languageNote: 'Menus, buttons and dates. The language of stories is chosen in the feed’s filters.',
};

export default en;
export type Messages = typeof en;
