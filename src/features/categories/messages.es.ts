// Spanish words of features/categories/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const es = {
  categories: 'Categorías',
  latestFailed: 'No se pudieron cargar las últimas noticias.',
  retryLatestIn: (name: string) => `Reintentar lo último en ${name}`,
  retry: 'Reintentar',
  noRecent: 'No hay noticias recientes.',
  latestIn: (name: string) => `Lo último en ${name}`,
  filters: 'Filtros de categorías',
  country: 'País',
  anyCountry: 'Cualquier país',
  provider: 'Medio',
  anyProvider: 'Cualquier medio',
  excludeProvider: 'Excluir medio',
  none: 'Ninguno',
  tag: 'Etiqueta',
  video: 'Video',
  language: 'Idioma',
  serviceDefault: 'El del servicio (inglés)',
} satisfies Messages;

export default es;
