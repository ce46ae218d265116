import { describe, expect, it } from 'vitest';
import { routePatterns } from '../../src/lib/paths';
import { isCanonicalReaderPath, isReaderUrl } from './reader-url';

describe('reader URLs, matched as the app’s router matches them', () => {
  it('knows every route of the app, in any case and with a trailing slash', () => {
    for (const pattern of Object.values(routePatterns)) {
      const path = pattern.replace(/:\w+/g, '42');
      expect(isReaderUrl(path), path).toBe(true);
      expect(isReaderUrl(path.toUpperCase()), path).toBe(true);
      expect(isReaderUrl(`${path}/`.replace('//', '/')), path).toBe(true);
    }
  });

  it('is not fooled by a path the router does not match', () => {
    for (const path of [
      '/nope',
      '/article',
      '/article/1/2',
      '/feed.atom',
      '/index.html',
      '/mediaApi/v1.0/content',
    ])
      expect(isReaderUrl(path), path).toBe(false);
  });

  it('tells the app’s own spelling from others', () => {
    expect(isCanonicalReaderPath('/article/42?x=1')).toBe(true);
    expect(isCanonicalReaderPath('/Article/42')).toBe(false);
    expect(isCanonicalReaderPath('/article/42/')).toBe(false);
  });
});
