// Spanish words of features/settings/components/theme-section.tsx (docs/decisions/0043).
import type { Messages } from './theme-section.en';

const es = {
  title: 'Apariencia',
  theme: 'Tema',
  themes: { system: 'Sistema', light: 'Claro', dark: 'Oscuro' },
  systemNote: '“Sistema” sigue el modo claro u oscuro de tu dispositivo.',
  language: 'Idioma de la interfaz',
  browsers: (name: string) => `El de tu navegador (${name})`,
  languageNote: 'Menús, botones y fechas. El idioma de las noticias se elige en los filtros.',
} satisfies Messages;

export default es;
