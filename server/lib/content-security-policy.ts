// The app's Content-Security-Policy: the same for a rendered page, the unrendered app and every HTML file of
// the build (server/plugins/static-app.ts, server/render/page-renderer.ts).

/**
 * The app's policy. `playerOrigins`: the https origins whose video players a story may embed (the runtime
 * configuration's `playerOrigins`), and nothing else: not even this origin once one is listed.
 */
export function appContentSecurityPolicy(playerOrigins: readonly string[] = []): string {
  return [...APP_POLICY, ...(playerOrigins.length ? [`frame-src ${playerOrigins.join(' ')}`] : [])].join(
    '; ',
  );
}

const APP_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React and Tailwind set style attributes; inline *styles* are allowed, inline *scripts* never.
  "style-src 'self' 'unsafe-inline'",
  // Upstream images in proxy mode may come from any https host.
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  // The offline service worker (/sw.js, decision 0022) and the web app manifest.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

export const APP_CONTENT_SECURITY_POLICY = appContentSecurityPolicy();
