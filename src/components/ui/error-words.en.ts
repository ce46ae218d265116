// English words of components/ui/error-words.ts (docs/decisions/0043).
import { plural } from '@/lib/i18n';

type Subject =
  'story' | 'stories' | 'category' | 'categories' | 'person' | 'team' | 'follows' | 'comics' | 'page';

const en = {
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
};

export default en;
export type Messages = typeof en;
