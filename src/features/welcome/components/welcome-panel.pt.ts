// Portuguese words of features/welcome/components/welcome-panel.tsx (docs/decisions/0043).
import type { Messages } from './welcome-panel.en';

const pt = {
  title: 'Boas-vindas ao Gazette',
  // "país: Brasil" rather than "do Brasil": the article depends on the country.
  showing: (language: string | undefined, country: string | undefined) =>
    `${language ? `Notícias em ${language}` : 'Notícias em todos os idiomas'}, ${country ? `país: ${country}` : 'de todos os países'}`,
  right: 'Está certo?',
  skip: 'Pular',
  done: 'Pronto',
  language: 'Idioma',
  anyLanguage: 'Qualquer idioma',
  country: 'País',
  anyCountry: 'Qualquer país',
  follow: 'Siga algumas pessoas e times em destaque nas notícias',
  closed: 'Boas-vindas fechadas. O idioma e o país ficam em Ajustes.',
} satisfies Messages;

export default pt;
