// Portuguese words of features/settings/components/theme-section.tsx (docs/decisions/0043).
import type { Messages } from './theme-section.en';

const pt = {
  title: 'Aparência',
  theme: 'Tema',
  themes: { system: 'Sistema', light: 'Claro', dark: 'Escuro' },
  systemNote: '“Sistema” segue o modo claro ou escuro do seu dispositivo.',
  language: 'Idioma da interface',
  browsers: (name: string) => `O do seu navegador (${name})`,
  languageNote: 'Menus, botões e datas. O idioma das notícias é escolhido nos filtros.',
} satisfies Messages;

export default pt;
