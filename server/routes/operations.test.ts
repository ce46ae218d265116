// The answers' writer: fast-json-stringify from the contract schemas' JSON Schema (routes/operations.ts).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { contentListSchema, personSchema, type ContentItem } from '../../contract/schemas';
import { contractSerializerCompiler } from './operations';

const compile = (schema: z.ZodMiniType) =>
  contractSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const item: ContentItem = {
  contentId: 'c-1',
  title: 'A title with "quotes", </script> and ünïcödé',
  contentSource: 'el-faro',
  publishedAt: 1_763_900_000,
  categories: ['Sports'],
  persons: [{ id: 'Q1', name: 'Ada' }],
  images: { mainImage: { url: '/media/x.jpg', width: 960, height: 540 } },
  media: { type: 'video', durationSeconds: 75, playerUrl: 'https://example.test/p' },
};

describe('the contract serializer', () => {
  it('writes what zod would: the same JSON for a valid answer, without fields the contract does not name', () => {
    const answer = {
      totalItems: 1,
      content: [{ ...item, internalRank: 7, persons: [{ id: 'Q1', name: 'Ada', score: 0.3 }] }],
      cursor: 'not in the contract',
    };
    const written = JSON.parse(compile(contentListSchema)(answer));
    expect(written).toEqual(contentListSchema.parse(answer));
    expect(written.cursor).toBeUndefined();
    expect(written.content[0].internalRank).toBeUndefined();
    expect(written.content[0].persons[0].score).toBeUndefined();
  });

  it('writes a nullable nested item and leaves optional fields out', () => {
    const stringify = compile(personSchema);
    expect(JSON.parse(stringify({ id: 'Q1', name: 'Ada', topArticle: null }))).toEqual({
      id: 'Q1',
      name: 'Ada',
      topArticle: null,
    });
    const withArticle = { id: 'Q1', name: 'Ada', topArticle: item };
    expect(JSON.parse(stringify(withArticle))).toEqual(personSchema.parse(withArticle));
  });

  it('refuses an answer that lacks a field the contract requires', () => {
    const { title: _, ...untitled } = item;
    expect(() => compile(contentListSchema)({ totalItems: 1, content: [untitled] })).toThrow(/title/);
  });
});
