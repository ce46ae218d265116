// What went wrong, in words a reader understands (the panel), and in the words a developer needs
// (the "Details" disclosure), for any error the app can meet.
import { ApiError } from '@/api/client';

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** A short name for what went wrong: toasts, inline notes and the panel's details use it. */
export function describeError(error: unknown): { title: string; detail: string } {
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'network':
        return {
          title: isOffline() ? 'You are offline' : 'Could not reach the server',
          detail: 'Check your connection and try again.',
        };
      case 'timeout':
        return { title: 'The server is taking too long', detail: error.message };
      case 'schema':
        return { title: 'The server sent an unexpected answer', detail: error.message };
      case 'http':
        if (error.status === 404) return { title: 'Not found', detail: error.message };
        if (error.status === 429) {
          const wait = error.retryAfterSeconds;
          return {
            title: 'Too many requests',
            detail:
              wait !== undefined ? `Please wait ${wait} seconds and try again.` : 'Please wait a moment.',
          };
        }
        if ((error.status ?? 0) >= 500)
          return { title: 'The server ran into a problem', detail: error.message };
        return { title: 'The request was refused', detail: error.message };
    }
  }
  return { title: 'Something went wrong', detail: error instanceof Error ? error.message : String(error) };
}

/** What a failed request was for, from its operation's path: "We couldn’t load …". */
function subjectOf(operation: string): string {
  if (/\/content\/[^/]+$/.test(operation)) return 'this story';
  if (/\/content\/?$/.test(operation)) return 'these stories';
  if (/\/category\/(id|name)\//.test(operation)) return 'this category';
  if (/\/category\/?$/.test(operation)) return 'the categories';
  if (/\/person\//.test(operation)) return 'this person';
  if (/\/team\//.test(operation)) return 'this team';
  if (/\/user\//.test(operation)) return 'the persons and teams you follow';
  if (/\/comics/.test(operation)) return 'the comics';
  return 'this page';
}

function seconds(value: number): string {
  return value === 1 ? '1 second' : `${value} seconds`;
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

export function explainError(error: unknown): ErrorExplanation {
  const { title } = describeError(error);
  if (isModuleLoadFailure(error)) {
    const message = (error as Error).message;
    return isOffline()
      ? {
          headline: 'You’re offline, so we couldn’t open this page.',
          advice: 'It will open by itself when you’re back online.',
          retryable: true,
          technical: ['Could not load the page', message],
        }
      : {
          headline: 'We couldn’t open this page.',
          advice: 'Check your connection and try again.',
          retryable: true,
          technical: ['Could not load the page', message],
        };
  }
  if (!(error instanceof ApiError)) {
    return {
      headline: 'Something went wrong on this page.',
      advice: 'Try again; if it keeps happening, go back to the front page.',
      retryable: true,
      technical: [title, error instanceof Error ? error.message : String(error)],
    };
  }
  const subject = subjectOf(error.operation);
  const technical = [
    error.status !== undefined ? `${title} (HTTP ${error.status})` : title,
    `Message: ${error.message}`,
    ...(error.param ? [`Parameter: ${error.param}`] : []),
    ...(error.issuePath ? [`At: ${error.issuePath}`] : []),
    `Request: ${error.operation}`,
  ];
  const wait = error.retryAfterSeconds;
  const busy =
    error.kind === 'http' && (error.status === 429 || (error.status === 503 && wait !== undefined));
  if (busy) {
    return {
      headline: `We couldn’t load ${subject}.`,
      advice:
        wait !== undefined && wait > 0
          ? `Gazette is busy; try again in ${seconds(wait)}.`
          : 'Gazette is busy; try again in a moment.',
      retryable: true,
      technical,
    };
  }
  if (error.kind === 'network') {
    return isOffline()
      ? {
          headline: `You’re offline, so we couldn’t load ${subject}.`,
          advice: 'It will load by itself when you’re back online.',
          retryable: true,
          technical,
        }
      : {
          headline: `We couldn’t load ${subject}.`,
          advice: 'Check your connection and try again.',
          retryable: true,
          technical,
        };
  }
  if (error.kind === 'http' && error.status !== undefined && error.status < 500 && error.status !== 408) {
    return {
      headline: error.status === 404 ? `We couldn’t find ${subject}.` : `We couldn’t load ${subject}.`,
      advice:
        error.status === 404
          ? 'It may have been removed, or the address may be wrong.'
          : 'Gazette could not ask for it this way; going back to the front page may help.',
      retryable: false,
      technical,
    };
  }
  return {
    headline: `We couldn’t load ${subject}.`,
    advice:
      error.kind === 'schema'
        ? 'The news service sent something Gazette could not read. Try again in a moment.'
        : 'The news service is having trouble. Try again in a moment.',
    retryable: true,
    technical,
  };
}
