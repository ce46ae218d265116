import { Fragment, Suspense, useMemo, useState, type ReactNode } from 'react';
import { showToast, ToastRegion } from '@/components/ui/toast';
import { NavLink, Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useHydrated } from '@/lib/hydrated';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { BackToTop } from './frame/back-to-top';
import { OfflineBanner, UpdateBanner } from './frame/connection-banners';
import { HeaderSearch } from './frame/header-search';
import { useCurrentSectionInView } from './frame/use-current-section-in-view';
import { useHeaderHeight } from './frame/use-header-height';
import { ViewsMenu } from './frame/views-menu';
import { ShortcutsDialog } from './keyboard/shortcuts-dialog';
import { ShortcutFollow, type FollowRequest } from './keyboard/shortcut-follow';
import { useShortcuts, type ShortcutHandlers } from './keyboard/use-shortcuts';
import { frameMessages } from './messages';

type Section = keyof (typeof frameMessages)['en']['nav'];

const NAV: { to: string; section: Section; end: boolean; keys?: string }[] = [
  { to: paths.home(), section: 'home', end: true, keys: 'g h' },
  { to: paths.categories(), section: 'categories', end: false },
  { to: paths.comics(), section: 'comics', end: false, keys: 'g c' },
  { to: paths.saved(), section: 'saved', end: false },
  { to: paths.profile(), section: 'profile', end: false, keys: 'g p' },
  { to: paths.settings(), section: 'settings', end: false },
];

function navClass({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded-md px-2 py-1.5 text-sm lg:px-3 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent ${
    isActive ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-paper-sunk hover:text-ink'
  }`;
}

/** A compact header that stays at the top: name and search on one line, the sections under them (on a phone one line scrolled sideways; wider, wrapping). */
export function Masthead() {
  const t = useMessages(frameMessages);
  const ref = useHeaderHeight<HTMLElement>();
  const sections = useCurrentSectionInView<HTMLUListElement>();
  return (
    <header
      ref={ref}
      data-sticky-header
      className="sticky top-0 z-30 border-b border-rule bg-paper-raised/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-1.5 px-3 py-2 sm:flex-row sm:items-center sm:gap-4 sm:px-4">
        <div className="flex min-w-0 items-center gap-3 sm:contents">
          <NavLink
            to={paths.home()}
            className="shrink-0 font-serif text-xl font-bold tracking-tight text-ink sm:text-2xl"
          >
            Gazette
          </NavLink>
          <div className="flex min-w-0 flex-1 justify-end sm:order-last">
            <HeaderSearch />
          </div>
        </div>
        <nav aria-label={t.mainNav} className="relative min-w-0 sm:static sm:flex-[1.5]">
          {/* One line on a phone, scrolled sideways like a tab bar: its right end fades out (the span
              after it), so the line reads as going on in any language; the current section and a
              focused link are scrolled in clear of the fade (scroll-padding). From `sm` the sections
              wrap. The Views popover is placed against the nav, outside the scroller: not clipped. */}
          <ul
            ref={sections}
            className="-mx-3 flex scroll-px-6 gap-x-0.5 overflow-x-auto py-0.5 pr-6 pl-3 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:gap-1 sm:overflow-visible sm:px-0 sm:py-0"
          >
            {NAV.map((item) => (
              <Fragment key={item.to}>
                <li>
                  <NavLink to={item.to} end={item.end} className={navClass} aria-keyshortcuts={item.keys}>
                    {t.nav[item.section]}
                  </NavLink>
                </li>
                {item.to === paths.saved() && <ViewsMenu navClass={navClass} />}
              </Fragment>
            ))}
          </ul>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 -right-3 w-6 bg-linear-to-l from-paper-raised sm:hidden"
          />
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
        <main id="main" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6">
          {/* A Suspense boundary around the page: the browser takes over the frame first and the page
              after it, each in its own render and commit (React's selective hydration), so no single
              task holds the whole page; a tap on the page before then hydrates it at once. Nothing in
              it suspends: the server sends it complete (entry-server.tsx keeps it inline). */}
          <Suspense fallback={null}>{children}</Suspense>
        </main>
        <footer className="border-t border-rule py-6 text-center text-xs text-ink-muted">{t.footer}</footer>
        <BackToTop />
      </fieldset>
    </div>
  );
}

let presses = 0;

export function Layout() {
  const t = useMessages(frameMessages);
  const [help, setHelp] = useState(false);
  const [follow, setFollow] = useState<FollowRequest>();
  const handlers = useMemo<ShortcutHandlers>(
    () => ({
      onHelp: () => setHelp(true),
      onFollow: (person) => {
        if (person) setFollow({ person, press: (presses += 1) });
        else showToast(t.noOneToFollow);
      },
    }),
    [t],
  );
  useShortcuts(handlers);
  return (
    <>
      <NavigationProgress />
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
      {follow && <ShortcutFollow key={follow.person.id} request={follow} />}
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
