// The server's image addresses stay under /media/ whatever the id (the render's client takes them unjudged).
import { describe, expect, it } from 'vitest';
import { mediaUrls } from './media-urls';

const ORIGIN = 'http://127.0.0.1:4000';
const HOSTILE = ['../../mediaApi/v1.0/person/Q1/add?userId=x', '%2e%2e/%2e%2e/mediaApi', 'a/b?c=d#e', '..'];

describe('mediaUrls', () => {
  it('writes any id as one segment: the address resolves under /media/, with no query', () => {
    for (const id of HOSTILE) {
      const addresses = [
        mediaUrls.providerLogo(id),
        mediaUrls.person(id),
        mediaUrls.teamLogo(id),
        mediaUrls.contentMain(id),
        mediaUrls.contentExtra(id, 1),
        mediaUrls.contentThumb(id, 400, 225, 70),
        mediaUrls.comic(id),
      ];
      for (const address of addresses) {
        const url = new URL(address, ORIGIN);
        expect(url.origin, address).toBe(ORIGIN);
        expect(url.pathname.startsWith('/media/'), address).toBe(true);
        expect(url.pathname.toLowerCase(), address).not.toMatch(/\/mediaapi(\/|$)/);
        expect(url.search + url.hash, address).toBe('');
      }
    }
  });
});
