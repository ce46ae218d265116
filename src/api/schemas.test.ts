// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryListSchema, contentListSchema, userDataSchema } from '@contract/schemas';

const minimalItem = { contentId: 'c1', title: 'Hello', contentSource: 'wire', publishedAt: 1_700_000_000 };

describe('tolerance (contract §7)', () => {
  it('accepts a content item with every optional field missing', () => {
    const parsed = contentListSchema.parse({ totalItems: 1, content: [minimalItem] });
    expect(parsed.content[0]).toEqual(minimalItem);
  });

  it('accepts unknown extra fields and drops them', () => {
    const parsed = contentListSchema.parse({
      totalItems: 1,
      newField: true,
      content: [{ ...minimalItem, somethingNew: { nested: 1 }, persons: [{ id: 'Q1', name: 'A', rank: 3 }] }],
    });
    expect(parsed.content[0]).toEqual({ ...minimalItem, persons: [{ id: 'Q1', name: 'A' }] });
  });

  it('treats persons, topics and teams as absent when the service leaves them out', () => {
    const parsed = contentListSchema.parse({ totalItems: 1, content: [minimalItem] });
    expect(parsed.content[0]?.persons).toBeUndefined();
  });

  it('rejects an answer whose required fields have the wrong type', () => {
    const result = contentListSchema.safeParse({
      totalItems: 1,
      content: [{ ...minimalItem, publishedAt: 'today' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['content', 0, 'publishedAt']);
  });

  it('parses category lists and user data', () => {
    expect(
      categoryListSchema.parse({ categories: [{ categoryId: 1, categoryName: 'News' }] }).categories,
    ).toHaveLength(1);
    expect(
      userDataSchema.parse({
        userId: 'u',
        followedPersons: [{ id: 'Q1', name: 'A', imageUrl: '/a.png' }],
        followedTeams: [{ id: 'Q2', name: 'B', sportType: 1, competitionId: 4, logoUrl: '/b.png' }],
      }).followedTeams[0]?.sportType,
    ).toBe(1);
  });
});
