import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import { NEVER_CACHED_API_URL, OFFLINE_API_URL } from './src/lib/offline-api-urls.ts';
import { OFFLINE_CACHES, OFFLINE_MAX_AGE_SECONDS } from './src/lib/offline-caches.ts';

// Installable and offline (docs/decisions/0022): Workbox's generated service worker. The precache holds the
// app (scripts, styles, icons, the unrendered index.html as the shell for pages never opened); runtime
// caches keep what the reader opened, each bounded (least recently used out first). The matchers are
// copied into the worker as source text, so they use nothing from this file's scope.
const pwa = VitePWA({
  registerType: 'prompt',
  // src/app/service-worker.ts registers it (the browser's own API, decision 0062) once the app runs.
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Gazette',
    short_name: 'Gazette',
    description: 'News, the people you follow, and comics by date.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: '#fbfaf7',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // A rendered page differs per URL: no blanket fallback to the shell (the pages route below falls back
    // to it only when the network fails and the page was never opened).
    navigateFallback: null,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    // The first worker takes the open page at once, so what is read from the first visit on is kept; later
    // versions wait for "Reload to update" (registerType 'prompt': no skipWaiting).
    clientsClaim: true,
    sourcemap: false,
    runtimeCaching: [
      {
        // Follow, unfollow and user data: the network only, never cached, never queued or replayed.
        urlPattern: NEVER_CACHED_API_URL,
        handler: 'NetworkOnly',
      },
      {
        // Pages the reader opened: the network first (the server renders them fresh), the kept HTML when
        // offline or slow, and the shell for a page never opened (the app then reads the API caches).
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          !/^\/(?:mediaApi|media|openapi\.json|healthz|config\.json|sw\.js)(?:\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_CACHES.pages.name,
          networkTimeoutSeconds: 4,
          expiration: {
            maxEntries: OFFLINE_CACHES.pages.maxEntries,
            maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS,
            purgeOnQuotaError: true,
          },
          cacheableResponse: { statuses: [200] },
          // The rendered page varies by encoding and preferences; offline, the kept one is the answer.
          matchOptions: { ignoreVary: true },
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      {
        // The content API's reads (stories, articles, categories, persons, teams, comics): the contract
        // table's paths of every operation that neither changes state nor is private.
        urlPattern: OFFLINE_API_URL,
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_CACHES.api.name,
          networkTimeoutSeconds: 5,
          expiration: {
            maxEntries: OFFLINE_CACHES.api.maxEntries,
            maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS,
            purgeOnQuotaError: true,
          },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Images never change at a URL: from the cache once seen.
        urlPattern: ({ request, url }) =>
          request.destination === 'image' &&
          url.origin === self.location.origin &&
          url.pathname.startsWith('/media/'),
        handler: 'CacheFirst',
        options: {
          cacheName: OFFLINE_CACHES.images.name,
          expiration: {
            maxEntries: OFFLINE_CACHES.images.maxEntries,
            maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS,
            purgeOnQuotaError: true,
          },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/**
 * The page's scripts at low fetch priority. They run only after the first paint (src/boot.ts, decision
 * 0018), so on a slow connection the stylesheet, fonts and the first story's picture should go first;
 * at the default ("High", for module scripts) they compete with them, and Lighthouse's simulation counts
 * a high-priority script that arrived before the first paint as blocking it.
 */
/** The files the built server reads beside itself (`new URL('./schema.sql', import.meta.url)`). */
const serverFiles: Plugin = {
  name: 'gazette-server-files',
  applyToEnvironment: (environment) => environment.name === 'server',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'schema.sql',
      source: readFileSync('server/db/schema.sql', 'utf8'),
    });
  },
};

const scriptsAfterPaint: Plugin = {
  name: 'gazette:scripts-after-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
  },
};

/** React, React DOM, React Router and TanStack Query: the framework chunk every page loads. */
const FRAMEWORK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query))[\\/]/;

/**
 * TanStack Query's modules that only some pages run (decision 0060): `useQueries` (the person page's filter
 * bar) and the mutations' hooks (the follow buttons, below). They go with the pages that import them, not
 * into the framework chunk every page loads.
 */
const QUERIES_HOOK =
  /@tanstack[\\/](?:query-core[\\/]build[\\/]modern[\\/]queriesObserver|react-query[\\/]build[\\/]modern[\\/]useQueries)\.js$/;
const MUTATION_HOOKS =
  /@tanstack[\\/](?:query-core[\\/]build[\\/]modern[\\/]mutationObserver|react-query[\\/]build[\\/]modern[\\/](?:useMutation|useMutationState))\.js$/;

/**
 * The follow buttons for people and teams (the server's follows, run as mutations), one chunk with the
 * mutations' hooks: six pages' modules use them, but no feed card draws one — a name's card loads them when
 * opened (decision 0060).
 */
const FOLLOW_CONTROL =
  /[\\/]src[\\/]features[\\/]people[\\/](?:components[\\/]follow-button\.tsx|use-follow\.ts|use-confirmed-follow\.ts|follow\.ts|failure-message\.ts)$/;

/**
 * What a follow button draws and the follow state it reads (decision 0062): with the control on the pages
 * that draw one, alone on `/`, whose welcome loads the control at the reader's first reach for a button. Six
 * pages' modules use them: in the shared chunk, every page would load them.
 */
const FOLLOW_VIEW =
  /[\\/]src[\\/]features[\\/]people[\\/](?:components[\\/]follow-button-view\.tsx|is-following\.ts)$/;

/** The contract's modules only the client's checks (src/api/contract-check.ts) import in the browser. */
const CHECKS_ONLY = new Set(['errors', 'param-rules', 'wire-checks']);

/**
 * The browser's chunks (decision 0046). Left to itself the bundler cuts the app into about a hundred
 * chunks, each gzipped on its own, so the first screen of `/` fetched 66 of them and paid about 17 KiB of
 * gzip for the cuts (each file's compressor starts without the others' words). The framework (React, React
 * DOM, React Router, TanStack Query) is one chunk every page needs; the app's shared code (lib, api, ui and
 * the features' common parts) used by six or more of the page modules is another. The contract and zod
 * keep one chunk per module, as before: src/boot.ts evaluates them in tasks of their own; but for what only
 * the client's checks read, one chunk loaded with them. Only the
 * browser's build: the server's render and the server import them from node_modules and src as they are.
 */
const browserChunks: Plugin = {
  name: 'gazette:browser-chunks',
  apply: 'build',
  configEnvironment: (name) =>
    name !== 'client'
      ? undefined
      : {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    {
                      // Vite's helper for dynamic imports stays a chunk of its own: the entry
                      // (src/boot.ts) imports it, and in the shared chunk it made the entry import the
                      // shared code and the framework, fetched and evaluated before the first paint.
                      name: 'preload-helper',
                      priority: 4,
                      test: /vite[\\/]preload-helper/,
                    },
                    {
                      name: 'framework',
                      priority: 3,
                      test: (id: string) =>
                        FRAMEWORK.test(id) && !QUERIES_HOOK.test(id) && !MUTATION_HOOKS.test(id),
                    },
                    {
                      debugName: 'contract',
                      name: (id: string) => {
                        if (/[\\/]zod[\\/]/.test(id)) return 'zod';
                        const module = /[\\/]contract[\\/]([\w-]+)\.ts$/.exec(id)?.[1];
                        // What only the client's checks read (decision 0059) travels as one file.
                        return module && CHECKS_ONLY.has(module) ? 'checks' : (module ?? null);
                      },
                      test: /[\\/](?:node_modules[\\/]zod|contract)[\\/]/,
                      priority: 2,
                      includeDependenciesRecursively: false,
                    },
                    {
                      name: 'follow',
                      priority: 1,
                      test: (id: string) => FOLLOW_CONTROL.test(id) || MUTATION_HOOKS.test(id),
                      includeDependenciesRecursively: false,
                    },
                    {
                      name: 'follow-view',
                      priority: 1,
                      test: FOLLOW_VIEW,
                      includeDependenciesRecursively: false,
                    },
                    {
                      name: 'shared',
                      test: /[\\/]src[\\/](?:lib|api|components|features)[\\/]/,
                      minShareCount: 6,
                    },
                  ],
                },
              },
            },
          },
        },
};

/**
 * React Router's production build for the browser's bundle. Its package exports name only its development
 * build, whose warnings (and their strings) then ship to every reader (remix-run/react-router#14102, open);
 * the two builds differ in nothing else. The server's render bundles it (environments.ssr below) to get the same.
 */
const reactRouterProduction = (command: string) => {
  if (command !== 'build') return [];
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
  return [
    { find: /^react-router$/, replacement: join(dist, 'production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'production/dom-export.mjs') },
  ];
};

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), pwa, scriptsAfterPaint, serverFiles, browserChunks],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
      ...reactRouterProduction(command),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page's module needs, read by bench/first-screen.mjs to
    // hold each page's first-screen JavaScript to its budget (the static server never serves it).
    manifest: true,
    // No <link rel="modulepreload"> added by script: src/boot.ts imports the app after the first paint,
    // and Vite's helper would first add a link for each of its ~25 chunks (and each route's ~15 again when
    // it loads): 50–90 ms of a 4×-slowed phone's main thread in the tasks that hydrate the page. The
    // browser fetches a module's imports itself (two levels deep here), and once the service worker has
    // installed (decision 0022) every chunk comes from its cache. index.html keeps its link for the boot
    // script's one import (the helper itself), which `scriptsAfterPaint` (above) marks low priority:
    // fetched as a plain import it goes at "High" and Lighthouse counts it as blocking the first paint.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  // `vite build` makes both bundles: the browser's (dist/) and the server's render (dist-ssr/, decision 0018).
  environments: {
    ssr: {
      // React Router bundled into the render, so the aliases above give it the production build too (Node
      // would resolve the package's exports to the development build, whose checks cost every render).
      resolve: { noExternal: command === 'build' ? ['react-router', 'react-router-dom'] : [] },
      build: {
        outDir: 'dist-ssr',
        copyPublicDir: false,
        rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
      },
    },
    // The reference server itself, as JavaScript for Node (`npm start` runs dist-server/main.js; tsx is
    // for development only). Its packages stay outside the bundle, imported from node_modules at run time.
    server: {
      consumer: 'server',
      resolve: { external: true },
      build: {
        outDir: 'dist-server',
        copyPublicDir: false,
        emptyOutDir: true,
        sourcemap: true,
        // Every chunk beside main.js: modules find their files one level under the root (repo-root.ts).
        rollupOptions: { input: { main: 'server/main.ts' }, output: { chunkFileNames: '[name].js' } },
      },
    },
  },
  builder: {},
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // One jsdom for the project's files, one after another: each file's modules and page are reset
          // in src/test/setup.ts instead (decision 0042).
          isolate: false,
          // Some component tests render against the real server in process; a loaded machine needs more than 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Each worker runs its files one after another, Node's packages loaded once; each file's modules
          // are reset in server/test-setup.ts instead (decision 0042).
          setupFiles: ['server/test-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
