// Portuguese words of features/feed/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';
import { plural, type InterfaceLanguage } from '@/lib/i18n';

const list = (language: InterfaceLanguage, and: string) => (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : language === 'en'
      ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
      : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;

const pt = {
  filters: {
    vendor: 'Fonte',
    vendorFilter: 'Sem fonte',
    category: 'Categoria',
    categoryFilter: 'Sem categoria',
    topic: 'Assunto',
    person: 'Pessoa',
    team: 'Time',
    tag: 'Tag',
    language: 'Idioma',
    countryCode: 'Exibidas no país',
    localCountryCode: 'Locais do país',
    originCountryCode: 'Do país',
    publishedAfter: 'Publicadas desde',
    sortBy: 'Ordem',
  },
  times: {
    any: 'Qualquer data',
    day: 'Últimas 24 horas',
    week: 'Última semana',
    month: 'Último mês',
    custom: 'Personalizado',
  },
  since: (date: string) => `Desde ${date}`,
  densities: { cards: 'Cartões', list: 'Lista' },
  notTopic: (entry: string) => `“${entry}” não é um assunto, então foi ignorado.`,
  notCountry: (raw: string, label: string) =>
    `“${raw}” não é um código de país de duas letras, então “${label}” foi ignorado.`,
  notLanguage: (raw: string) =>
    `“${raw}” não é um código de idioma de duas letras, então “Idioma” foi ignorado.`,
  notDate: (raw: string) => `“${raw}” não é uma data e hora válida, então “Publicadas desde” foi ignorado.`,
  notOrder: (raw: string) => `“${raw}” não é uma ordem conhecida, então a ordem padrão é usada.`,
  tooLong: (n: number, label: string, max: number) =>
    plural('pt', n, {
      one: `Um valor de “${label}” passava de ${max} caracteres e foi ignorado.`,
      other: `# valores de “${label}” passavam de ${max} caracteres e foram ignorados.`,
    }),
  tooMany: (label: string, max: number) =>
    `“${label}” aceita no máximo ${max} valores; o resto foi ignorado.`,
  chip: (label: string, value: string) => `${label}: ${value}`,
  topicChip: (value: string, extended: boolean) => (extended ? `Busca: “${value}”` : `Assunto: ${value}`),
  newestFirst: 'Mais recentes',
  sort: 'Ordenar',
  topFirst: 'Destaques',
  stories: 'Notícias',
  joinNames: list('pt', 'e'),
  read: 'Lida',
  becauseYouFollow: 'Porque você segue',
  and: ' e ',
  video: (duration: string) => `Vídeo, ${duration}`,
  minutes: (n: number) => plural('pt', n, { one: '# minuto', other: '# minutos' }),
  seconds: (n: number) => plural('pt', n, { one: '# segundo', other: '# segundos' }),
  loadingStories: 'Carregando notícias',
  noStoriesMatch: 'Nenhuma notícia encontrada',
  newerStories: 'Notícias mais recentes',
  storiesAboveKept: 'As notícias acima continuam aqui.',
  tryLoadingMore: 'Tentar carregar mais de novo',
  moreStories: 'Mais notícias',
  loadingMoreStories: 'Carregando mais notícias…',
  loadMoreStories: 'Carregar mais notícias',
  thatIsAll: (n: number) =>
    plural('pt', n, { one: 'Isso é tudo: # notícia.', other: 'Isso é tudo: # notícias.' }),
  storiesLoaded: (n: number) =>
    plural('pt', n, { one: '# notícia carregada.', other: '# notícias carregadas.' }),
  loading: 'Carregando…',
  density: 'Exibição',
  markAllRead: 'Marcar tudo como lido',
  atomTitle: 'Feed Atom destas notícias',
  change: 'Alterar',
  changeWhere: ' idioma e país em Ajustes',
  everyLanguage: 'Todos os idiomas',
  everyCountry: 'todos os países',
} satisfies Messages;

export default pt;
