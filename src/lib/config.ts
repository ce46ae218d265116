// Runtime configuration: one build serves any backend, so the app reads /config.json first.
import { appConfigSchema, type AppConfig } from '@/api/schemas';

export const DEFAULT_CONFIG: AppConfig = { apiBaseUrl: '', features: { teamFollow: false } };

/** The id of the JSON script the server inlines into index.html, so the first render need not wait for /config.json. */
export const INLINE_CONFIG_ID = 'gazette-config';

/** The configuration inlined into the page, when the server put one there and it is valid. */
export function readInlineConfig(doc: Document = document): AppConfig | undefined {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = appConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The inlined configuration, else /config.json (a dev server or a static host serves the page
 * without it); on any failure the app still runs against its own origin, without extensions.
 */
export async function loadConfig(
  fetchImpl: typeof fetch = globalThis.fetch,
  doc?: Document,
): Promise<AppConfig> {
  const inline = readInlineConfig(doc);
  if (inline) return inline;
  try {
    const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    return appConfigSchema.parse(await response.json());
  } catch (error) {
    console.warn('Gazette: using the default configuration:', error);
    return DEFAULT_CONFIG;
  }
}

let current: AppConfig = DEFAULT_CONFIG;

export function setConfig(config: AppConfig): void {
  current = config;
}

export function getConfig(): AppConfig {
  return current;
}
