// Spanish words of components/ui/error-words.ts (docs/decisions/0043).
import type { Messages } from './error-words.en';
import { plural } from '@/lib/i18n';

const es = {
  offline: 'Sin conexión',
  unreachable: 'No se pudo conectar con el servidor',
  checkConnection: 'Revisa tu conexión e inténtalo de nuevo.',
  slow: 'El servidor está tardando demasiado',
  unexpected: 'El servidor envió una respuesta inesperada',
  notFound: 'No encontrado',
  tooMany: 'Demasiadas solicitudes',
  waitSeconds: (n: number) =>
    plural('es', n, {
      one: 'Espera # segundo e inténtalo de nuevo.',
      other: 'Espera # segundos e inténtalo de nuevo.',
    }),
  waitMoment: 'Espera un momento.',
  serverProblem: 'El servidor tuvo un problema',
  refused: 'La solicitud fue rechazada',
  wrong: 'Algo salió mal',
  subjects: {
    story: 'esta noticia',
    stories: 'estas noticias',
    category: 'esta categoría',
    categories: 'las categorías',
    person: 'esta persona',
    team: 'este equipo',
    follows: 'las personas y equipos que sigues',
    comics: 'los cómics',
    page: 'esta página',
  },
  offlinePage: 'Estás sin conexión, así que no pudimos abrir esta página.',
  opensWhenOnline: 'Se abrirá sola cuando vuelvas a tener conexión.',
  couldNotOpen: 'No pudimos abrir esta página.',
  pageCodeMissing: 'No se pudo cargar la página',
  pageWentWrong: 'Algo salió mal en esta página.',
  keepsHappening: 'Inténtalo de nuevo; si sigue pasando, vuelve a la portada.',
  message: (text: string) => `Mensaje: ${text}`,
  parameter: (text: string) => `Parámetro: ${text}`,
  at: (text: string) => `En: ${text}`,
  request: (text: string) => `Solicitud: ${text}`,
  couldNotLoad: (subject: string) => `No pudimos cargar ${subject}.`,
  couldNotFind: (subject: string) => `No encontramos ${subject}.`,
  offlineLoad: (subject: string) => `Estás sin conexión, así que no pudimos cargar ${subject}.`,
  loadsWhenOnline: 'Se cargará automáticamente cuando vuelvas a tener conexión.',
  busyFor: (n: number) =>
    plural('es', n, {
      one: 'Gazette está ocupado; inténtalo de nuevo en # segundo.',
      other: 'Gazette está ocupado; inténtalo de nuevo en # segundos.',
    }),
  busy: 'Gazette está ocupado; inténtalo de nuevo en un momento.',
  busyNow: 'Gazette estaba ocupado; inténtalo de nuevo ahora.',
  removed: 'Puede que se haya eliminado o que la dirección sea incorrecta.',
  refusedAdvice: 'Gazette no pudo pedirlo de esta forma; volver a la portada puede ayudar.',
  unreadable:
    'El servicio de noticias envió algo que Gazette no pudo leer. Inténtalo de nuevo en un momento.',
  trouble: 'El servicio de noticias tiene problemas. Inténtalo de nuevo en un momento.',
} satisfies Messages;

export default es;
