// What went wrong, in words a reader understands (the panel), and in the words a developer needs
// (the "Details" disclosure), for any error the app can meet.
import type { OperationId } from '@contract/operations';
import { ApiError } from '@/api/client';
import { operationIdOfPath } from '@/api/endpoints';
import { namespace, interfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import type { Messages } from './error-words.en';

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

type Subject =
  'story' | 'stories' | 'category' | 'categories' | 'person' | 'team' | 'follows' | 'comics' | 'page';

const messages = namespace<Messages>('components/ui/error-words');

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
