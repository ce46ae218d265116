import { Suspense, useRef } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { Link, useSearchParams } from 'react-router-dom';
import { userDataQueryOptions } from '@/api/user-data';
import { feedInfiniteQueryOptions, pageStart } from '@/features/feed/api';
import { FeedList } from '@/features/feed/components/feed-list';
import { openFiltersState } from '@/features/feed/open-filters';
import { latestFeedView, SettingsLine } from '@/features/feed/components/latest-feed';
import { homeTab, paths } from '@/lib/paths';
import { useFrontPageSeen, useLastVisit } from '@/lib/last-visit';
import { getSettings, useSettings } from '@/lib/settings';
import { getWelcome, useWelcome } from '@/lib/welcome';
import { readerHints, welcomeClosed } from '@/lib/reader-hints';
import { knowsReader, loaderClient, warm } from '../warm';
import { PageMeta } from '@/components/ui/page-meta';
import { interfaceLanguage, loadWholeCatalogue, namespace, useMessages } from '@/lib/i18n';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { frontPagePart } from './home-part';
import { frameMessages } from '../messages';
import type { Messages } from './home.en';

const messages = namespace<Messages>('app/routes/home');

// What not every visit shows, each in a module of its own (./home-part.tsx): the Following tab (with the
// rest of the reader's language: its words are not the Latest tab's, decision 0051) and the welcome.
const followingTabPart = frontPagePart(
  () =>
    Promise.all([import('./home-following'), loadWholeCatalogue(interfaceLanguage())]).then(
      ([module]) => module,
    ),
  (module) => module.FollowingTab,
);
const welcomePart = frontPagePart(
  () => import('./home-welcome'),
  (module) => module.Welcome,
);

/**
 * What the first render of the address being hydrated needs beyond this module (called by the router's
 * `loadRouteModules`): the server rendered the welcome by its cookie's word, the browser hydrates it so.
 */
export function beforeHydration(search: string): Promise<unknown> | undefined {
  if (homeTab(search) === 'following') return followingTabPart.load();
  return welcomeClosed(readerHints()) ? undefined : welcomePart.load();
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const settings = getSettings();
  const client = loaderClient(context);
  if (homeTab(new URL(request.url).searchParams) === 'latest') {
    const welcoming = !getWelcome().dismissed;
    const data = warm(
      context,
      client.ensureInfiniteQueryData(
        feedInfiniteQueryOptions(latestFeedView(settings).filters, pageStart(new URL(request.url).search)),
      ),
      // The welcome's suggestions, while the reader has not closed it (public data: the server renders it).
      ...(welcoming
        ? [welcomePart.load().then((module) => module.warmWelcome(client, settings.language))]
        : []),
    );
    // The welcome's code is waited for whatever the data's budget: the page renders nothing that suspends.
    return welcoming && !welcomePart.loaded()
      ? Promise.all([welcomePart.load(), data]).then(() => null)
      : data;
  }
  // The Following tab is the reader's own: the browser fills it in. Its code is what the loader waits for.
  if (knowsReader(context)) warm(context, client.ensureQueryData(userDataQueryOptions(settings.userId)));
  return followingTabPart.loaded() ? null : followingTabPart.load().then(() => null);
}

function tabClass(active: boolean) {
  return `-mb-px inline-flex min-h-11 items-center border-b-2 px-3 font-medium sm:px-4 focus-visible:outline-2 focus-visible:outline-accent ${
    active ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink'
  }`;
}

export function Component() {
  const t = useMessages(messages);
  const frame = useMessages(frameMessages);
  const [search] = useSearchParams();
  const settings = useSettings();
  const tab = homeTab(search);
  const welcome = useWelcome();
  const heading = useRef<HTMLHeadingElement>(null);
  const welcoming = tab === 'latest' && !welcome.dismissed;
  // "Since your last visit": known only in the browser, after hydration; seen is recorded on leaving.
  useFrontPageSeen();
  const lastVisit = useLastVisit();
  return (
    <>
      <PageMeta title="Gazette" />
      {/* The title area: the page's name, what the stories are (the reader's settings) and the tabs — on a
          phone in about 100 px, on a desktop in one line, so the first screen is stories. */}
      <div className="mb-2 sm:mb-1 sm:flex sm:items-end sm:justify-between sm:gap-6 sm:border-b sm:border-rule">
        <div className="min-w-0 sm:pb-2">
          <h1 ref={heading} tabIndex={-1} className="font-serif text-2xl leading-tight font-bold sm:text-3xl">
            {t.heading}
          </h1>
          {tab === 'latest' && !welcoming && (
            <Suspense fallback={null}>
              <SettingsLine settings={settings} className="sm:mt-1" />
            </Suspense>
          )}
        </div>
        <nav
          aria-label={t.sections}
          className="mt-1 flex border-b border-rule sm:mt-0 sm:shrink-0 sm:border-b-0"
        >
          <Link
            to={paths.home()}
            aria-current={tab === 'latest' ? 'page' : undefined}
            className={tabClass(tab === 'latest')}
          >
            {t.latest}
          </Link>
          <Link
            to={paths.home({ tab: 'following' })}
            aria-current={tab === 'following' ? 'page' : undefined}
            className={tabClass(tab === 'following')}
          >
            {t.following}
          </Link>
          {tab === 'latest' && (
            <Link
              to={paths.feed({ sortBy: 'newest' })}
              state={openFiltersState}
              className={`${tabClass(false)} ml-auto text-sm`}
            >
              {t.filter}
            </Link>
          )}
        </nav>
      </div>
      {tab === 'following' ? (
        <NeedsJavaScript note={frame.followsNeedJavaScript}>
          <Suspense fallback={null}>
            <followingTabPart.Part
              settings={settings}
              of={search.get('of')}
              lastVisit={lastVisit}
              title={t.peopleInTheNews}
            />
          </Suspense>
        </NeedsJavaScript>
      ) : (
        <>
          {/* Hydrated in a pass of its own, apart from the stories (see Shell in app/layout.tsx). */}
          <Suspense fallback={null}>
            {welcoming && <welcomePart.Part settings={settings} onClosed={() => heading.current?.focus()} />}
          </Suspense>
          <FeedList
            filters={latestFeedView(settings).filters}
            label={t.latestStories}
            lastVisit={lastVisit}
            lead
          />
        </>
      )}
    </>
  );
}
