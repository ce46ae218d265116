// Runtime configuration: one build serves any backend, so the app reads /config.json first.
import { appConfigSchema, type AppConfig } from '@/api/schemas';

export const DEFAULT_CONFIG: AppConfig = { apiBaseUrl: '', features: { teamFollow: false } };

/** Reads /config.json; on any failure the app still runs against its own origin, without extensions. */
export async function loadConfig(fetchImpl: typeof fetch = globalThis.fetch): Promise<AppConfig> {
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
