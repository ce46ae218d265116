// The page's document, rendered by the server (src/entry-server.tsx, docs/decisions/0056): the head names
// the build's files and the runtime configuration, React hoists the page's own title, meta and links into it,
// the app sits in its root element and the data it was rendered from after it. The browser hydrates only the
// root element (src/main.tsx), under `InDocument`.
import type { ReactNode } from 'react';
import type { AppConfig } from '@contract/schemas';
import { INLINE_CONFIG_ID } from '@/lib/config';

/** The build's files every page names: from Vite's manifest, or in development Vite's client and the source. */
export interface DocumentAssets {
  /** Module scripts (the built entry, src/boot.ts: it loads the app after the first paint). */
  scripts: readonly string[];
  stylesheets: readonly string[];
  /** The entry's own imports, fetched beside it. */
  modulepreloads: readonly string[];
  /** Development only: React Refresh's preamble, an inline module (development sends no CSP). */
  preamble?: string;
}

/** What a page's head says of its request: the interface language, the reader's theme, the chunks it needs. */
export interface PageHead {
  language: string;
  theme?: 'light' | 'dark';
  /** The chunks this page needs early (its language's words, the front page's part it shows). */
  preloads: readonly string[];
}

/**
 * The page's document. React hoists the page's own title, meta and link tags into its head; the browser
 * hydrates only the root element (src/main.tsx), so what extensions add to the head or body is no mismatch.
 * `defaults`: the site's title and description, for a document without the page's own.
 */
export function PageDocument({
  head,
  assets,
  config,
  state,
  extraHead,
  defaults = false,
  children,
}: {
  head: PageHead;
  assets: DocumentAssets;
  config: AppConfig;
  state?: string;
  extraHead?: ReactNode;
  defaults?: boolean;
  children?: ReactNode;
}) {
  const json = (text: string) => ({ __html: text });
  return (
    <html lang={head.language} data-theme={head.theme}>
      <head>
        <meta charSet="UTF-8" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#fbfaf7" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#151412" media="(prefers-color-scheme: dark)" />
        <link rel="alternate" type="application/atom+xml" title="Gazette: latest stories" href="/feed.atom" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {defaults && <title>Gazette</title>}
        {defaults && (
          <meta name="description" content="Gazette: news, the people you follow, and comics by date." />
        )}
        {extraHead}
        {/* A stylesheet with a precedence is React's resource: first in the head after the charset and the
            page's most urgent picture, before the hoisted tags. */}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" precedence="default" crossOrigin="" href={href} />
        ))}
        <script
          id={INLINE_CONFIG_ID}
          type="application/json"
          dangerouslySetInnerHTML={json(JSON.stringify(config).replace(/</g, '\\u003c'))}
        />
        {assets.preamble && <script type="module" dangerouslySetInnerHTML={json(assets.preamble)} />}
        {assets.scripts.map((src) => (
          <script key={src} type="module" fetchPriority="low" crossOrigin="" src={src} />
        ))}
        {[...assets.modulepreloads, ...head.preloads].map((href) => (
          <link key={href} rel="modulepreload" fetchPriority="low" crossOrigin="" href={href} />
        ))}
      </head>
      <body className="bg-paper text-ink">
        <div id="root">{children}</div>
        {state !== undefined && (
          <script type="application/json" id="gazette-state" dangerouslySetInnerHTML={json(state)} />
        )}
      </body>
    </html>
  );
}

/**
 * The app where the document puts it, for the browser's root. `useId` numbers its ids by the element tree's
 * forks from the root: on the server the app is inside <html>'s second child (<body>) and that element's
 * first (the root element, beside the state); the browser hydrates the root element alone. Rendered under
 * the same two forks, with nothing beside it, the app makes the ids the server wrote.
 */
export function InDocument({ children }: { children: ReactNode }) {
  return (
    <>
      {null}
      <>
        {children}
        {null}
      </>
    </>
  );
}
