// Security headers on every response; the app's HTML additionally gets a strict CSP (set where it is served).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.removeHeader('x-powered-by');
    return payload;
  });
});
