import type { ReactNode } from 'react';
import { ToastRegion } from '@/components/ui/toast';
import { NavLink, Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { paths } from '@/lib/paths';

const NAV = [
  { to: paths.home(), label: 'Home', end: true },
  { to: paths.categories(), label: 'Categories', end: false },
  { to: paths.comics(), label: 'Comics', end: false },
  { to: paths.saved(), label: 'Saved', end: false },
  { to: paths.profile(), label: 'Profile', end: false },
  { to: paths.settings(), label: 'Settings', end: false },
];

function navClass({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded-md px-2 py-2 text-sm sm:px-3 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent ${
    isActive ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-paper-sunk hover:text-ink'
  }`;
}

export function Masthead() {
  return (
    <header className="border-b border-rule bg-paper-raised">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <NavLink to={paths.home()} className="font-serif text-2xl font-bold tracking-tight text-ink">
          Gazette
        </NavLink>
        <nav aria-label="Main" className="-mx-1 overflow-x-auto">
          <ul className="flex gap-0.5 px-1 sm:gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
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
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-ink focus:px-3 focus:py-2 focus:text-paper"
      >
        Skip to content
      </a>
      <Masthead />
      {/* At least a screen tall, so the footer never moves inside the first screen as content arrives. */}
      <main id="main" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <footer className="border-t border-rule py-6 text-center text-xs text-ink-muted">
        Gazette — news, people and comics.
      </footer>
    </div>
  );
}

export function Layout() {
  return (
    <>
      <NavigationProgress />
      <Shell>
        <Outlet />
      </Shell>
      <ToastRegion />
      <ScrollRestoration />
    </>
  );
}
