// Runtime configuration: one build serves any backend, so the app reads /config.json first.
import type { AppConfig } from '@/api/schemas';

export const DEFAULT_CONFIG: AppConfig = { apiBaseUrl: '', features: { teamFollow: false } };

const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/**
 * The configuration in what was read, as the contract's appConfigSchema reads it (defaults filled in,
 * unknown fields dropped), or undefined when it is not one. Checked by hand: every page reads it before it
 * hydrates, and the first screen loads no zod (decision 0048); config.test.ts holds it to the schema.
 */
export function toAppConfig(raw: unknown): AppConfig | undefined {
  if (!isRecord(raw)) return undefined;
  const { apiBaseUrl = '', features = {}, newStoriesPollMs, playerOrigins } = raw;
  if (typeof apiBaseUrl !== 'string' || !isRecord(features)) return undefined;
  const { teamFollow = false } = features;
  if (typeof teamFollow !== 'boolean') return undefined;
  if (
    newStoriesPollMs !== undefined &&
    !(Number.isSafeInteger(newStoriesPollMs) && (newStoriesPollMs as number) >= 0)
  )
    return undefined;
  if (
    playerOrigins !== undefined &&
    !(Array.isArray(playerOrigins) && playerOrigins.every((origin) => typeof origin === 'string'))
  )
    return undefined;
  return {
    apiBaseUrl,
    features: { teamFollow },
    ...(newStoriesPollMs === undefined ? {} : { newStoriesPollMs: newStoriesPollMs as number }),
    ...(playerOrigins === undefined ? {} : { playerOrigins: [...(playerOrigins as string[])] }),
  };
}

/** The id of the JSON script the server inlines into index.html, so the first render need not wait for /config.json. */
export const INLINE_CONFIG_ID = 'gazette-config';

/** The configuration inlined into the page, when the server put one there and it is valid. */
export function readInlineConfig(doc: Document = document): AppConfig | undefined {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return toAppConfig(JSON.parse(text));
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
    const config = toAppConfig(await response.json());
    if (!config) throw new Error('config.json is not a configuration');
    return config;
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
