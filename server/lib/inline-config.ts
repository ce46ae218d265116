// The runtime configuration (the body of /config.json) written into index.html, so the app starts without
// asking for it: the built file (plugins/static-app.ts) and Vite's in development (render/dev-app.ts).
import type { AppConfig } from '../../contract/schemas';

/** The configuration as a non-executable JSON script, placed before </head> (CSP `script-src` does not apply). */
export function injectConfig(html: string, config: AppConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script id="gazette-config" type="application/json">${json}</script>`;
  for (const marker of [/<\/head>/i, /<body[\s>]/i]) {
    const match = marker.exec(html);
    if (match) return `${html.slice(0, match.index)}${tag}${html.slice(match.index)}`;
  }
  return `${tag}${html}`;
}
