import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

describe('the service worker registration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('registers nothing outside a production build (the development server has no /sw.js)', () => {
    const register = vi.fn(() => Promise.resolve(undefined));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    vi.stubEnv('PROD', false);
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });

  it('registers /sw.js in a production build', () => {
    const register = vi.fn(() => Promise.resolve(undefined));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    vi.stubEnv('PROD', true);
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
