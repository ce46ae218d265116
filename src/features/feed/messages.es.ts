// Spanish words of features/feed/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';
import { plural, type InterfaceLanguage } from '@/lib/i18n';

const list = (language: InterfaceLanguage, and: string) => (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : language === 'en'
      ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
      : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;

const es = {
  filters: {
    vendor: 'Medio',
    vendorFilter: 'Sin medio',
    category: 'Categoría',
    categoryFilter: 'Sin categoría',
    topic: 'Tema',
    person: 'Persona',
    team: 'Equipo',
    tag: 'Etiqueta',
    language: 'Idioma',
    countryCode: 'Mostradas en el país',
    localCountryCode: 'Locales del país',
    originCountryCode: 'Del país',
    publishedAfter: 'Publicadas desde',
    sortBy: 'Orden',
  },
  times: {
    any: 'Cualquier fecha',
    day: 'Últimas 24 horas',
    week: 'Última semana',
    month: 'Último mes',
    custom: 'Personalizado',
  },
  since: (date: string) => `Desde el ${date}`,
  densities: { cards: 'Tarjetas', list: 'Lista' },
  notTopic: (entry: string) => `«${entry}» no es un tema, así que se omitió.`,
  notCountry: (raw: string, label: string) =>
    `«${raw}» no es un código de país de dos letras, así que se omitió «${label}».`,
  notLanguage: (raw: string) =>
    `«${raw}» no es un código de idioma de dos letras, así que se omitió «Idioma».`,
  notDate: (raw: string) => `«${raw}» no es una fecha y hora válidas, así que se omitió «Publicadas desde».`,
  notOrder: (raw: string) => `«${raw}» no es un orden conocido, así que se usa el orden habitual.`,
  tooLong: (n: number, label: string, max: number) =>
    plural('es', n, {
      one: `Un valor de «${label}» superaba los ${max} caracteres y se omitió.`,
      other: `# valores de «${label}» superaban los ${max} caracteres y se omitieron.`,
    }),
  tooMany: (label: string, max: number) =>
    `«${label}» admite como máximo ${max} valores; se omitió el resto.`,
  chip: (label: string, value: string) => `${label}: ${value}`,
  topicChip: (value: string, extended: boolean) => (extended ? `Búsqueda: “${value}”` : `Tema: ${value}`),
  newestFirst: 'Más recientes',
  sort: 'Ordenar',
  topFirst: 'Destacadas',
  stories: 'Noticias',
  joinNames: list('es', 'y'),
  read: 'Leída',
  becauseYouFollow: 'Porque sigues a',
  and: ' y ',
  video: (duration: string) => `Video, ${duration}`,
  minutes: (n: number) => plural('es', n, { one: '# minuto', other: '# minutos' }),
  seconds: (n: number) => plural('es', n, { one: '# segundo', other: '# segundos' }),
  loadingStories: 'Cargando noticias',
  noStoriesMatch: 'Ninguna noticia coincide',
  newerStories: 'Noticias más recientes',
  storiesAboveKept: 'Las noticias de arriba se conservan.',
  tryLoadingMore: 'Volver a intentar cargar más',
  moreStories: 'Más noticias',
  loadingMoreStories: 'Cargando más noticias…',
  loadMoreStories: 'Cargar más noticias',
  thatIsAll: (n: number) =>
    plural('es', n, { one: 'Eso es todo: # noticia.', other: 'Eso es todo: # noticias.' }),
  storiesLoaded: (n: number) => plural('es', n, { one: '# noticia cargada.', other: '# noticias cargadas.' }),
  loading: 'Cargando…',
  density: 'Vista',
  markAllRead: 'Marcar todo como leído',
  atomTitle: 'Feed Atom de estas noticias',
  change: 'Cambiar',
  changeWhere: ' idioma y país en Ajustes',
  everyLanguage: 'Todos los idiomas',
  everyCountry: 'todos los países',
} satisfies Messages;

export default es;
