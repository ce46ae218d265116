// Portuguese words of features/comics/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const pt = {
  comics: 'Quadrinhos',
  description: (title: string) => `${title}: tirinhas por data no Gazette.`,
  theme: 'Série',
  allThemes: 'Todas as séries',
  language: 'Idioma',
  days: 'Dias',
  date: 'Data',
  latest: 'Mais recentes',
  latestStrips: 'Tirinhas mais recentes',
  previousDay: 'Dia anterior',
  nextDay: 'Próximo dia',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  weekdays: [
    ['S', 'segunda-feira'],
    ['T', 'terça-feira'],
    ['Q', 'quarta-feira'],
    ['Q', 'quinta-feira'],
    ['S', 'sexta-feira'],
    ['S', 'sábado'],
    ['D', 'domingo'],
  ],
  findingDays: 'Procurando dias com quadrinhos…',
  daysFailed: 'Não foi possível saber quais dias têm quadrinhos.',
  daysWithComics: 'Dias com quadrinhos',
  someUnmarked: 'Alguns dias tão antigos podem não estar marcados',
  close: 'Fechar',
  dayLabel: (day: string, marked: boolean, today: boolean) =>
    `${day}${marked ? ', com quadrinhos' : ''}${today ? ', hoje' : ''}`,
  loadingComics: 'Carregando quadrinhos',
  loadingMoreStrips: 'Carregando mais tirinhas…',
  moreStrips: 'Mais tirinhas',
  everyStripOfDay: 'Essas são todas as tirinhas do dia.',
  everyStrip: 'Essas são todas as tirinhas.',
  noneYet: (theme: string | undefined, language: string) =>
    `Ainda não há ${theme ? `tirinhas de ${theme}` : 'quadrinhos'} em ${language}`,
  noneOn: (theme: string | undefined, language: string, day: string) =>
    `Nenhuma ${theme ? `tirinha de ${theme}` : 'tirinha'} em ${language} em ${day}`,
  lookingForNearest: 'Procurando o dia mais próximo com tirinhas…',
  nearestBefore: 'O dia mais próximo com tirinhas é ',
  nearestAfter: '.',
  seeLatest: 'Ver as tirinhas mais recentes',
  linkGone: 'A tirinha que este link abre não está mais entre estas tirinhas.',
  dismiss: 'Dispensar',
  stripOf: (index: number, total: number, more: boolean) => `Tirinha ${index} de ${total}${more ? '+' : ''}`,
  notInView: 'Não está entre as tirinhas desta visualização',
  closeViewer: ' visualizador',
  previousStrip: 'Tirinha anterior',
  nextStrip: 'Próxima tirinha',
  readIn: 'Ler em',
  noEdition: (theme: string, language: string, day: string) =>
    `${theme} não tem edição em ${language} em ${day}.`,
  switchFailed: (why: string) => `Não foi possível trocar o idioma: ${why}.`,
  loadFailed: (day: string, why: string) => `Não foi possível carregar ${day}: ${why}.`,
  noStripInWeek: (theme: string | undefined, before: boolean, day: string) =>
    `Nenhuma tirinha${theme ? ` de ${theme}` : ''} na semana ${before ? 'anterior a' : 'seguinte a'} ${day}.`,
  loadingStrip: 'Carregando a tirinha…',
  notTheme: (raw: string) => `“${raw}” não é uma série de quadrinhos, então todas são exibidas.`,
  notDate: (raw: string) =>
    `“${raw}” não é uma data (AAAA-MM-DD), então as tirinhas mais recentes são exibidas.`,
  notLanguage: (raw: string, language: string) =>
    `Não há quadrinhos publicados em “${raw}”, então eles são exibidos em ${language}.`,
} satisfies Messages;

export default pt;
