import { Fragment, lazy, Suspense, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { showToast, ToastRegion } from '@/components/ui/toast';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { useHydrated } from '@/lib/hydrated';
import { useMessages } from '@/lib/i18n';
import { homeTab, paths } from '@/lib/paths';
import { BackToTop } from './frame/back-to-top';
import { OfflineBanner, UpdateBanner } from './frame/connection-banners';
import { HeaderSearch } from './frame/header-search';
import { SectionIconSvg } from './frame/section-icons';
import { useHeaderHeight } from './frame/use-header-height';
import { ViewsMenu } from './frame/views-menu';
import { keepEarlyKeys, takeEarlyKeys } from './keyboard/early-keys';
import type { FollowRequest } from './keyboard/shortcut-follow';
import type { ShortcutHandlers } from './keyboard/use-shortcuts';
import { frameMessages } from './messages';

// Not on the first screen: the shortcuts load at the reader's first key press (or first move to another
// page) once the page is hydrated, and act on the keys pressed meanwhile (./keyboard/early-keys.ts); their
// help dialog and the follow they ask for load when first wanted (docs/decisions/0041, 0057).
const KeyboardShortcuts = lazy(() =>
  import('./keyboard/keyboard-shortcuts').then(
    (module) => ({ default: module.KeyboardShortcuts }),
    // First wanted while the reader is offline (and no service worker keeps a copy yet): the page goes on
    // without its shortcuts, and the keys kept for them are let go, rather than the page turning into an
    // error. The next page load asks again.
    () => {
      takeEarlyKeys();
      return { default: () => null };
    },
  ),
);
const ShortcutsDialog = lazy(() =>
  import('./keyboard/shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog })),
);
const ShortcutFollow = lazy(() =>
  import('./keyboard/shortcut-follow').then((module) => ({ default: module.ShortcutFollow })),
);

type Section = keyof (typeof frameMessages)['en']['nav'];

interface NavItem {
  to: string;
  section: Section;
  keys?: string;
}

const NAV: NavItem[] = [
  { to: paths.home(), section: 'home', keys: 'g h' },
  { to: paths.home({ tab: 'following' }), section: 'following' },
  { to: paths.categories(), section: 'categories' },
  { to: paths.comics(), section: 'comics', keys: 'g c' },
  { to: paths.saved(), section: 'saved' },
  { to: paths.profile(), section: 'profile', keys: 'g p' },
  { to: paths.settings(), section: 'settings' },
];

/** The section the reader is in: the front page's two tabs are two sections, the rest go by their path. */
function isCurrent(item: NavItem, pathname: string, search: string): boolean {
  const following = homeTab(search) === 'following';
  if (item.section === 'home') return pathname === '/' && !following;
  if (item.section === 'following') return pathname === '/' && following;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

function navClass({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded-md px-2 py-1.5 text-sm lg:px-2.5 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent ${
    isActive ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-paper-sunk hover:text-ink'
  }`;
}

/**
 * A section's link: in the header's line from `sm`; on a phone a tab of the bar at the foot of the screen
 * (a pictogram over its word), except Settings, which stands at the header's right end — seven tabs do not
 * fit 320 px with their words whole. A tab changes colour at once (no pointer hovers it; and a window narrowed
 * to a phone's would otherwise fade the header's current link, light on dark, into the tab's, passing
 * through light on light).
 */
function sectionClass(item: NavItem, current: boolean) {
  const phone =
    item.section === 'settings'
      ? `max-sm:fixed max-sm:top-1.5 max-sm:right-2 max-sm:z-40 max-sm:inline-flex max-sm:size-11 max-sm:items-center max-sm:justify-center max-sm:rounded-full max-sm:p-0`
      : `max-sm:flex max-sm:h-14 max-sm:flex-col max-sm:items-center max-sm:justify-center max-sm:gap-0.5 max-sm:rounded-none max-sm:px-0 max-sm:py-0 max-sm:text-[0.625rem] max-sm:leading-tight max-sm:tracking-tight min-[360px]:max-sm:text-[0.6875rem] max-sm:bg-transparent max-sm:transition-none ${
          current ? 'max-sm:text-accent' : 'max-sm:text-ink-soft'
        }`;
  return `${navClass({ isActive: current })} ${phone}`;
}

/**
 * A compact header that stays at the top: name and search on one line, the sections beside them. On a
 * phone the sections are a tab bar at the foot of the screen, where a thumb reaches them, every one a tap
 * away and none off the edge.
 */
export function Masthead() {
  const t = useMessages(frameMessages);
  const ref = useHeaderHeight<HTMLElement>();
  const { pathname, search } = useLocation();
  return (
    <header
      ref={ref}
      data-sticky-header
      className="sticky top-0 z-30 border-b border-rule bg-paper-raised sm:bg-paper-raised/95 sm:backdrop-blur"
    >
      {/* On a phone the header keeps room at its right end for the Settings link placed there. */}
      <div className="mx-auto flex max-w-6xl items-center gap-3 py-2 pr-14 pl-3 sm:gap-4 sm:px-4">
        <NavLink
          to={paths.home()}
          className="shrink-0 font-serif text-xl font-bold tracking-tight text-ink sm:text-2xl"
        >
          Gazette
        </NavLink>
        {/* Beside the sections the search keeps a set width (it may shrink), so the sections fit one line
            on a desktop in every interface language. */}
        <div className="flex min-w-0 flex-1 justify-end sm:order-last sm:flex-[0_1_14rem] xl:flex-[0_1_18rem]">
          <HeaderSearch />
        </div>
        {/* Fixed on a phone: no filter or transform on the header then, so the nav is placed against the
            screen. The Views popover is placed against the nav. */}
        <nav
          aria-label={t.mainNav}
          className="max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-30 max-sm:border-t max-sm:border-rule max-sm:bg-paper-raised max-sm:pb-[env(safe-area-inset-bottom)] sm:relative sm:min-w-0 sm:flex-1"
        >
          <ul className="grid grid-cols-6 sm:flex sm:flex-wrap sm:gap-0.5">
            {NAV.map((item) => {
              const current = isCurrent(item, pathname, search);
              return (
                <Fragment key={item.to}>
                  <li className="min-w-0">
                    <Link
                      to={item.to}
                      aria-current={current ? 'page' : undefined}
                      className={sectionClass(item, current)}
                      aria-keyshortcuts={item.keys}
                    >
                      <SectionIconSvg icon={item.section} className="size-6 sm:hidden" />
                      <span className={item.section === 'settings' ? 'max-sm:sr-only' : undefined}>
                        {t.nav[item.section]}
                      </span>
                    </Link>
                  </li>
                  {item.to === paths.saved() && <ViewsMenu navClass={navClass} />}
                </Fragment>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent" />;
}

/** The page frame every screen shares, including the loading and error screens. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useMessages(frameMessages);
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-ink focus:px-3 focus:py-2 focus:text-paper"
      >
        {t.skip}
      </a>
      <p className="sr-only">{t.shortcutsOn}</p>
      {/* The masthead works before the app does: links, and a search form the server answers. */}
      <Masthead />
      {/* Until the app runs, the page's controls are disabled: a click on the server's HTML would
          otherwise do nothing (and without JavaScript nothing can). Links work from the first byte. The
          fieldset has no role and no box of its own. */}
      <fieldset disabled={!hydrated} role="presentation" className="contents">
        {/* At least a screen tall, so the footer never moves inside the first screen as content arrives. */}
        <main id="main" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 pt-3 pb-6 sm:pt-5">
          {/* A Suspense boundary around the page: the browser takes over the frame first and the page
              after it, each in its own render and commit (React's selective hydration), so no single
              task holds the whole page; a tap on the page before then hydrates it at once. Nothing in
              it suspends: the server sends it complete (entry-server.tsx keeps it inline). */}
          <Suspense fallback={null}>{children}</Suspense>
        </main>
        {/* On a phone the tab bar covers the foot of the screen: the footer ends above it. */}
        <footer className="border-t border-rule py-6 text-center text-xs text-ink-muted max-sm:pb-[calc(4.5rem+env(safe-area-inset-bottom))]">
          {t.footer}
        </footer>
        <BackToTop />
      </fieldset>
    </div>
  );
}

let presses = 0;

/** Whether the shortcuts are wanted: a key was pressed, or the reader moved to another page, since hydration. */
function useShortcutsWanted(hydrated: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  const { key } = useLocation();
  const firstPage = useRef(key);
  // A layout effect: the listener is there in the same task as the commit that enables the page's controls,
  // so a key pressed as soon as they are enabled is not missed.
  useLayoutEffect(() => {
    if (!hydrated || wanted) return;
    if (key !== firstPage.current) return setWanted(true);
    const onKey = (event: KeyboardEvent) => {
      keepEarlyKeys(event);
      setWanted(true);
    };
    document.addEventListener('keydown', onKey, { once: true });
    return () => document.removeEventListener('keydown', onKey);
  }, [hydrated, wanted, key]);
  return wanted;
}

export function Layout() {
  const t = useMessages(frameMessages);
  const hydrated = useHydrated();
  const [help, setHelp] = useState(false);
  // The help dialog stays mounted once opened, so it closes (and reopens) as a dialog does.
  const [helpLoaded, setHelpLoaded] = useState(false);
  const [follow, setFollow] = useState<FollowRequest>();
  const shortcutsWanted = useShortcutsWanted(hydrated);
  const handlers = useMemo<ShortcutHandlers>(
    () => ({
      onHelp: () => {
        setHelpLoaded(true);
        setHelp(true);
      },
      onFollow: (person) => {
        if (person) setFollow({ person, press: (presses += 1) });
        else showToast(t.noOneToFollow);
      },
    }),
    [t],
  );
  return (
    <>
      <NavigationProgress />
      <Suspense fallback={null}>
        {shortcutsWanted && <KeyboardShortcuts handlers={handlers} />}
        {helpLoaded && <ShortcutsDialog open={help} onClose={() => setHelp(false)} />}
        {follow && <ShortcutFollow key={follow.person.id} request={follow} />}
      </Suspense>
      <OfflineBanner />
      <UpdateBanner />
      {/* Before the page: its layout effect (the window back where it was, or at the top) then runs before
          the page's own, so a feed's restore, which keeps its story in place if heights changed, comes last. */}
      <ScrollRestoration />
      <Shell>
        <Outlet />
      </Shell>
      <ToastRegion />
    </>
  );
}
