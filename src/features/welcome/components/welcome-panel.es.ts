// Spanish words of features/welcome/components/welcome-panel.tsx (docs/decisions/0043).
import type { Messages } from './welcome-panel.en';

const es = {
  title: 'Te damos la bienvenida a Gazette',
  showing: (language: string | undefined, country: string | undefined) =>
    `${language ? `Noticias en ${language}` : 'Noticias en todos los idiomas'}, ${country ? `de ${country}` : 'de todos los países'}`,
  right: '¿Es correcto?',
  skip: 'Omitir',
  done: 'Listo',
  language: 'Idioma',
  anyLanguage: 'Cualquier idioma',
  country: 'País',
  anyCountry: 'Cualquier país',
  follow: 'Sigue a algunas personas y equipos que están en las noticias',
  closed: 'Bienvenida cerrada. El idioma y el país se pueden cambiar en Ajustes.',
} satisfies Messages;

export default es;
