// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bylinePartsOf } from './byline';

describe('the byline’s parts', () => {
  it('keeps the provider’s display name, else its id, and a real publication time', () => {
    expect(
      bylinePartsOf({ contentSource: 'wire', contentSourceDisplay: 'Gazette Wire', publishedAt: 5 }),
    ).toEqual({ provider: 'Gazette Wire', publishedAt: 5 });
    expect(bylinePartsOf({ contentSource: 'wire', contentSourceDisplay: '', publishedAt: 5 })).toEqual({
      provider: 'wire',
      publishedAt: 5,
    });
  });

  it('leaves out what the service left empty', () => {
    expect(bylinePartsOf({ contentSource: ' ', publishedAt: 5 })).toEqual({ publishedAt: 5 });
    expect(bylinePartsOf({ contentSource: 'wire', publishedAt: 0 })).toEqual({ provider: 'wire' });
    expect(bylinePartsOf({ contentSource: 'wire', publishedAt: Number.NaN })).toEqual({ provider: 'wire' });
    expect(bylinePartsOf({ contentSource: '', publishedAt: -1 })).toEqual({});
  });
});
