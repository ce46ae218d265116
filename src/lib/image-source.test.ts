// An image address's verdict is kept (the render reads the same addresses again and again): kept per page
// origin, so the same address is judged for each page as it would be the first time.
import { describe, expect, it } from 'vitest';
import { isSafeImageSource } from './image-source';

describe('an image address judged again', () => {
  it("gives each page's own verdict, the first time and after", () => {
    const address = 'https://a.example/media/p.jpg';
    for (let round = 0; round < 2; round += 1) {
      // On its own origin an image must be a `/media/…` path as written; from another site, any https address.
      expect(isSafeImageSource(address, 'https://a.example')).toBe(false);
      expect(isSafeImageSource(address, 'https://b.example')).toBe(true);
      expect(isSafeImageSource('/media/p.jpg', 'https://a.example')).toBe(true);
      expect(isSafeImageSource('/mediaApi/v1.0/person/Q1/add', 'https://a.example')).toBe(false);
    }
  });
});
