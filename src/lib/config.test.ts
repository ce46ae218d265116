import { describe, expect, it, vi } from 'vitest';
import { appConfigSchema } from '@contract/schemas';
import { DEFAULT_CONFIG, INLINE_CONFIG_ID, loadConfig, toAppConfig } from './config';

function pageWith(json?: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== undefined) {
    const script = doc.createElement('script');
    script.id = INLINE_CONFIG_ID;
    script.type = 'application/json';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

const served = { apiBaseUrl: 'https://api.example', features: { teamFollow: true } };

describe('runtime configuration', () => {
  it('uses the configuration inlined in the page without a request', async () => {
    const fetch = vi.fn();
    await expect(loadConfig(fetch, pageWith(JSON.stringify(served)))).resolves.toEqual(served);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to /config.json when the page carries none or a broken one', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(served)));
    await expect(loadConfig(fetch, pageWith())).resolves.toEqual(served);
    await expect(loadConfig(fetch, pageWith('{not json'))).resolves.toEqual(served);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]).toEqual(['/config.json', expect.anything()]);
  });

  it('runs on defaults when neither is available', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async () => new Response('nope', { status: 500 }));
    await expect(loadConfig(fetch, pageWith())).resolves.toEqual(DEFAULT_CONFIG);
  });

  it('fills in what an older server leaves out', async () => {
    await expect(loadConfig(vi.fn(), pageWith('{"apiBaseUrl":""}'))).resolves.toEqual({
      apiBaseUrl: '',
      features: { teamFollow: false },
    });
  });
});

describe('the configuration, checked without zod', () => {
  const valid = {
    apiBaseUrl: 'https://api.example',
    features: { teamFollow: true, later: 1 },
    newStoriesPollMs: 60_000,
    playerOrigins: ['https://player.example'],
    unknown: 'dropped',
  };
  const cases: unknown[] = [
    valid,
    {},
    { features: {} },
    null,
    [],
    'text',
    { apiBaseUrl: null },
    { apiBaseUrl: 3 },
    { features: null },
    { features: [] },
    { features: { teamFollow: 'yes' } },
    { newStoriesPollMs: -1 },
    { newStoriesPollMs: 1.5 },
    { newStoriesPollMs: '5' },
    { newStoriesPollMs: 0 },
    { playerOrigins: 'https://x' },
    { playerOrigins: [1] },
    { playerOrigins: [] },
  ];

  it.each(cases.map((raw) => [JSON.stringify(raw), raw] as const))(
    'reads %s as the contract schema does',
    (_text, raw) => {
      const parsed = appConfigSchema.safeParse(raw);
      expect(toAppConfig(raw)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
