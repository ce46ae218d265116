// Spanish words of features/comics/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const es = {
  comics: 'Cómics',
  description: (title: string) => `${title}: tiras cómicas por fecha en Gazette.`,
  theme: 'Serie',
  allThemes: 'Todas las series',
  language: 'Idioma',
  days: 'Días',
  date: 'Fecha',
  latest: 'Lo último',
  latestStrips: 'Últimas tiras',
  previousDay: 'Día anterior',
  nextDay: 'Día siguiente',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  weekdays: [
    ['L', 'lunes'],
    ['M', 'martes'],
    ['X', 'miércoles'],
    ['J', 'jueves'],
    ['V', 'viernes'],
    ['S', 'sábado'],
    ['D', 'domingo'],
  ],
  findingDays: 'Buscando días con cómics…',
  daysFailed: 'No se pudo saber qué días tienen cómics.',
  daysWithComics: 'Días con cómics',
  someUnmarked: 'Puede que algunos días tan antiguos no estén marcados',
  close: 'Cerrar',
  dayLabel: (day: string, marked: boolean, today: boolean) =>
    `${day}${marked ? ', con cómics' : ''}${today ? ', hoy' : ''}`,
  loadingComics: 'Cargando cómics',
  loadingMoreStrips: 'Cargando más tiras…',
  moreStrips: 'Más tiras',
  everyStripOfDay: 'Estas son todas las tiras del día.',
  everyStrip: 'Estas son todas las tiras.',
  noneYet: (theme: string | undefined, language: string) =>
    `Todavía no hay ${theme ? `tiras de ${theme}` : 'cómics'} en ${language}`,
  noneOn: (theme: string | undefined, language: string, day: string) =>
    `No hay ${theme ? `tiras de ${theme}` : 'cómics'} en ${language} el ${day}`,
  lookingForNearest: 'Buscando el día más cercano con tiras…',
  nearestBefore: 'El día más cercano con tiras es el ',
  nearestAfter: '.',
  seeLatest: 'Ver las últimas tiras',
  linkGone: 'La tira que abre este enlace ya no está entre estas tiras.',
  dismiss: 'Cerrar aviso',
  stripOf: (index: number, total: number, more: boolean) => `Tira ${index} de ${total}${more ? '+' : ''}`,
  notInView: 'No está entre las tiras de esta vista',
  closeViewer: ' visor',
  previousStrip: 'Tira anterior',
  nextStrip: 'Tira siguiente',
  readIn: 'Leer en',
  noEdition: (theme: string, language: string, day: string) =>
    `${theme} no tiene edición en ${language} el ${day}.`,
  switchFailed: (why: string) => `No se pudo cambiar el idioma: ${why}.`,
  loadFailed: (day: string, why: string) => `No se pudo cargar el ${day}: ${why}.`,
  noStripInWeek: (theme: string | undefined, before: boolean, day: string) =>
    `No hay ninguna tira${theme ? ` de ${theme}` : ''} en la semana ${before ? 'anterior' : 'posterior'} al ${day}.`,
  loadingStrip: 'Cargando la tira…',
  notTheme: (raw: string) => `«${raw}» no es una serie de cómics, así que se muestran todas.`,
  notDate: (raw: string) => `«${raw}» no es una fecha (AAAA-MM-DD), así que se muestran las últimas tiras.`,
  notLanguage: (raw: string, language: string) =>
    `No se publican cómics en «${raw}», así que se muestran en ${language}.`,
} satisfies Messages;

export default es;
