// Spanish words of app/search-results.tsx (docs/decisions/0043).
import type { Messages } from './search-results.en';

const es = {
  nothingFor: (query: string) => `No se encontraron noticias para “${query}”.`,
  tips: 'Revisa la ortografía o prueba con menos palabras u otras.',
  perhaps: 'Quizá buscabas:',
  latest: 'Ver las últimas noticias',
  alone: (word: string) => `Buscar solo “${word}”`,
} satisfies Messages;

export default es;
