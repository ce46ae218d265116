import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

/** What registerServiceWorker asks the browser for, in a build that is production or not, after `load`. */
function registrations(production: boolean) {
  const register = vi.fn(() => Promise.resolve(undefined));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  vi.stubEnv('PROD', production);
  registerServiceWorker();
  window.dispatchEvent(new Event('load'));
  return register;
}

describe('the service worker registration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('registers nothing outside a production build (the development server has no /sw.js)', () => {
    expect(registrations(false)).not.toHaveBeenCalled();
  });

  it('registers /sw.js in a production build', () => {
    expect(registrations(true)).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
