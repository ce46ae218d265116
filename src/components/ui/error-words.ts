// What went wrong, in words a reader understands (the panel), and in the words a developer needs
// (the "Details" disclosure), for any error the app can meet.
import type { OperationId } from '@contract/operations';
import { ApiError } from '@/api/client';
import { operationIdOfPath } from '@/api/endpoints';
import { defineMessages, interfaceLanguage, plural, type InterfaceLanguage } from '@/lib/i18n';

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

type Subject =
  'story' | 'stories' | 'category' | 'categories' | 'person' | 'team' | 'follows' | 'comics' | 'page';

const messages = defineMessages({
  en: {
    offline: 'You are offline',
    unreachable: 'Could not reach the server',
    checkConnection: 'Check your connection and try again.',
    slow: 'The server is taking too long',
    unexpected: 'The server sent an unexpected answer',
    notFound: 'Not found',
    tooMany: 'Too many requests',
    waitSeconds: (n: number) =>
      plural('en', n, {
        one: 'Please wait # second and try again.',
        other: 'Please wait # seconds and try again.',
      }),
    waitMoment: 'Please wait a moment.',
    serverProblem: 'The server ran into a problem',
    refused: 'The request was refused',
    wrong: 'Something went wrong',
    subjects: {
      story: 'this story',
      stories: 'these stories',
      category: 'this category',
      categories: 'the categories',
      person: 'this person',
      team: 'this team',
      follows: 'the people and teams you follow',
      comics: 'the comics',
      page: 'this page',
    } satisfies Record<Subject, string>,
    offlinePage: 'You’re offline, so we couldn’t open this page.',
    opensWhenOnline: 'It will open by itself when you’re back online.',
    couldNotOpen: 'We couldn’t open this page.',
    pageCodeMissing: 'Could not load the page',
    pageWentWrong: 'Something went wrong on this page.',
    keepsHappening: 'Try again; if it keeps happening, go back to the front page.',
    message: (text: string) => `Message: ${text}`,
    parameter: (text: string) => `Parameter: ${text}`,
    at: (text: string) => `At: ${text}`,
    request: (text: string) => `Request: ${text}`,
    couldNotLoad: (subject: string) => `We couldn’t load ${subject}.`,
    couldNotFind: (subject: string) => `We couldn’t find ${subject}.`,
    offlineLoad: (subject: string) => `You’re offline, so we couldn’t load ${subject}.`,
    loadsWhenOnline: 'It will load by itself when you’re back online.',
    busyFor: (n: number) =>
      plural('en', n, {
        one: 'Gazette is busy; try again in # second.',
        other: 'Gazette is busy; try again in # seconds.',
      }),
    busy: 'Gazette is busy; try again in a moment.',
    busyNow: 'Gazette was busy; try again now.',
    removed: 'It may have been removed, or the address may be wrong.',
    refusedAdvice: 'Gazette could not ask for it this way; going back to the front page may help.',
    unreadable: 'The news service sent something Gazette could not read. Try again in a moment.',
    trouble: 'The news service is having trouble. Try again in a moment.',
  },
  es: {
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
  },
  pt: {
    offline: 'Você está sem conexão',
    unreachable: 'Não foi possível conectar ao servidor',
    checkConnection: 'Verifique sua conexão e tente novamente.',
    slow: 'O servidor está demorando demais',
    unexpected: 'O servidor enviou uma resposta inesperada',
    notFound: 'Não encontrado',
    tooMany: 'Muitas solicitações',
    waitSeconds: (n: number) =>
      plural('pt', n, {
        one: 'Aguarde # segundo e tente novamente.',
        other: 'Aguarde # segundos e tente novamente.',
      }),
    waitMoment: 'Aguarde um momento.',
    serverProblem: 'O servidor teve um problema',
    refused: 'A solicitação foi recusada',
    wrong: 'Algo deu errado',
    subjects: {
      story: 'esta notícia',
      stories: 'estas notícias',
      category: 'esta categoria',
      categories: 'as categorias',
      person: 'esta pessoa',
      team: 'este time',
      follows: 'as pessoas e os times que você segue',
      comics: 'os quadrinhos',
      page: 'esta página',
    },
    offlinePage: 'Você está sem conexão, por isso não foi possível abrir esta página.',
    opensWhenOnline: 'Ela abrirá sozinha quando a conexão voltar.',
    couldNotOpen: 'Não foi possível abrir esta página.',
    pageCodeMissing: 'Não foi possível carregar a página',
    pageWentWrong: 'Algo deu errado nesta página.',
    keepsHappening: 'Tente novamente; se continuar acontecendo, volte à primeira página.',
    message: (text: string) => `Mensagem: ${text}`,
    parameter: (text: string) => `Parâmetro: ${text}`,
    at: (text: string) => `Em: ${text}`,
    request: (text: string) => `Solicitação: ${text}`,
    couldNotLoad: (subject: string) => `Não foi possível carregar ${subject}.`,
    couldNotFind: (subject: string) => `Não foi possível encontrar ${subject}.`,
    offlineLoad: (subject: string) => `Você está sem conexão, por isso não foi possível carregar ${subject}.`,
    loadsWhenOnline: 'O carregamento será automático quando a conexão voltar.',
    busyFor: (n: number) =>
      plural('pt', n, {
        one: 'O Gazette está ocupado; tente novamente em # segundo.',
        other: 'O Gazette está ocupado; tente novamente em # segundos.',
      }),
    busy: 'O Gazette está ocupado; tente novamente em instantes.',
    busyNow: 'O Gazette estava ocupado; tente novamente agora.',
    removed: 'O conteúdo pode ter sido removido ou o endereço pode estar errado.',
    refusedAdvice: 'O Gazette não conseguiu fazer esse pedido; voltar à primeira página pode ajudar.',
    unreadable:
      'O serviço de notícias enviou algo que o Gazette não conseguiu ler. Tente novamente em instantes.',
    trouble: 'O serviço de notícias está com problemas. Tente novamente em instantes.',
  },
});

/** A short name for what went wrong: toasts, inline notes and the panel's details use it. */
export function describeError(
  error: unknown,
  language: InterfaceLanguage = interfaceLanguage(),
): { title: string; detail: string } {
  const t = messages[language];
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'network':
        return { title: isOffline() ? t.offline : t.unreachable, detail: t.checkConnection };
      case 'timeout':
        return { title: t.slow, detail: error.message };
      case 'schema':
        return { title: t.unexpected, detail: error.message };
      case 'http':
        if (error.status === 404) return { title: t.notFound, detail: error.message };
        if (error.status === 429) {
          const wait = error.retryAfterSeconds;
          return { title: t.tooMany, detail: wait !== undefined ? t.waitSeconds(wait) : t.waitMoment };
        }
        if ((error.status ?? 0) >= 500) return { title: t.serverProblem, detail: error.message };
        return { title: t.refused, detail: error.message };
    }
  }
  return { title: t.wrong, detail: error instanceof Error ? error.message : String(error) };
}

/**
 * What an operation's failure was for: "We couldn’t load …". An operation not named here (a new row of
 * the table) is spoken of as the page until it is given its own words.
 */
const SUBJECTS: Partial<Record<OperationId, Subject>> = {
  categoryList: 'categories',
  categoryById: 'category',
  categoryByName: 'category',
  contentList: 'stories',
  contentById: 'story',
  person: 'person',
  followPerson: 'person',
  unfollowPerson: 'person',
  team: 'team',
  followTeam: 'team',
  unfollowTeam: 'team',
  user: 'follows',
  comics: 'comics',
};

/** What a failed request was for, from the contract table's operation of its path. */
function subjectOf(path: string): Subject {
  const id = operationIdOfPath(path.split('/').filter(Boolean));
  return (id && SUBJECTS[id]) ?? 'page';
}

export interface ErrorExplanation {
  /** The panel's first line: what the reader did not get. */
  headline: string;
  /** The second line: why, and what to do. */
  advice: string;
  /** Whether asking again can help: not for a refused or unknown address (4xx other than 408/429). */
  retryable: boolean;
  /** The technical detail, one fact a line, behind "Details". */
  technical: string[];
}

/** A page's code that could not be fetched (a lazily loaded route, offline or after a deploy). */
export function isModuleLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export function explainError(
  error: unknown,
  language: InterfaceLanguage = interfaceLanguage(),
  /** Seconds still to wait of a busy answer's `Retry-After`, as the panel counts down (else the whole wait). */
  waitLeft?: number,
): ErrorExplanation {
  const t = messages[language];
  const { title } = describeError(error, language);
  if (isModuleLoadFailure(error)) {
    const message = (error as Error).message;
    return isOffline()
      ? {
          headline: t.offlinePage,
          advice: t.opensWhenOnline,
          retryable: true,
          technical: [t.pageCodeMissing, message],
        }
      : {
          headline: t.couldNotOpen,
          advice: t.checkConnection,
          retryable: true,
          technical: [t.pageCodeMissing, message],
        };
  }
  if (!(error instanceof ApiError)) {
    return {
      headline: t.pageWentWrong,
      advice: t.keepsHappening,
      retryable: true,
      technical: [title, error instanceof Error ? error.message : String(error)],
    };
  }
  const subject = t.subjects[subjectOf(error.operation)];
  const technical = [
    error.status !== undefined ? `${title} (HTTP ${error.status})` : title,
    t.message(error.message),
    ...(error.param ? [t.parameter(error.param)] : []),
    ...(error.issuePath ? [t.at(error.issuePath)] : []),
    t.request(error.operation),
  ];
  const wait = waitLeft ?? error.retryAfterSeconds;
  const busy =
    error.kind === 'http' && (error.status === 429 || (error.status === 503 && wait !== undefined));
  if (busy) {
    return {
      headline: t.couldNotLoad(subject),
      advice: wait !== undefined && wait > 0 ? t.busyFor(wait) : waitLeft !== undefined ? t.busyNow : t.busy,
      retryable: true,
      technical,
    };
  }
  if (error.kind === 'network') {
    return isOffline()
      ? { headline: t.offlineLoad(subject), advice: t.loadsWhenOnline, retryable: true, technical }
      : { headline: t.couldNotLoad(subject), advice: t.checkConnection, retryable: true, technical };
  }
  if (error.kind === 'http' && error.status !== undefined && error.status < 500 && error.status !== 408) {
    return {
      headline: error.status === 404 ? t.couldNotFind(subject) : t.couldNotLoad(subject),
      advice: error.status === 404 ? t.removed : t.refusedAdvice,
      retryable: false,
      technical,
    };
  }
  return {
    headline: t.couldNotLoad(subject),
    advice: error.kind === 'schema' ? t.unreadable : t.trouble,
    retryable: true,
    technical,
  };
}
