// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operation } from '@contract/operations';
import { endpoints, request, toSearchParams } from './endpoints';

const query = (spec: { query: URLSearchParams }) => Object.fromEntries(spec.query);

describe('operation paths', () => {
  it.each([
    ['category list', endpoints.categoryList(), '/mediaApi/mediaApi/v1.0/category'],
    ['category by id', endpoints.categoryById(7), '/mediaApi/mediaApi/v1.0/category/id/7'],
    ['category by name', endpoints.categoryByName('Sports'), '/mediaApi/v1.0/category/name/Sports'],
    ['content list', endpoints.contentList(), '/mediaApi/v1.0/content/'],
    ['content by id', endpoints.contentById('a1b2'), '/mediaApi/v1.0/content/a1b2'],
    ['person', endpoints.person('Q615'), '/mediaApi/v1.0/person/Q615'],
    ['team', endpoints.team('Q7156'), '/mediaApi/v1.0/team/Q7156'],
    ['follow person', endpoints.followPerson('Q615', { userId: 'u1' }), '/mediaApi/v1.0/person/Q615/add'],
    [
      'unfollow person',
      endpoints.unfollowPerson('Q615', { userId: 'u1' }),
      '/mediaApi/v1.0/person/Q615/delete',
    ],
    ['follow team', endpoints.followTeam('Q7156', { userId: 'u1' }), '/mediaApi/v1.0/team/Q7156/add'],
    ['unfollow team', endpoints.unfollowTeam('Q7156', { userId: 'u1' }), '/mediaApi/v1.0/team/Q7156/delete'],
    ['user data', endpoints.user('u1'), '/mediaApi/v1.0/user/u1'],
    ['comics', endpoints.comics(), '/mediaApi/v1.0/mid/comics'],
  ])('%s', (_name, spec, path) => {
    expect(spec.path).toBe(path);
  });

  it('encodes names and ids as one path segment', () => {
    expect(endpoints.categoryByName('Arts & Culture/Books').path).toBe(
      '/mediaApi/v1.0/category/name/Arts%20%26%20Culture%2FBooks',
    );
    expect(endpoints.person('Lionel Messi').path).toBe('/mediaApi/v1.0/person/Lionel%20Messi');
    expect(endpoints.contentById('../user/x').path).toBe('/mediaApi/v1.0/content/..%2Fuser%2Fx');
  });

  it('marks only follow and unfollow as side effects', () => {
    const sideEffects = Object.entries({
      followPerson: endpoints.followPerson('Q1', { userId: 'u' }),
      unfollowPerson: endpoints.unfollowPerson('Q1', { userId: 'u' }),
      followTeam: endpoints.followTeam('Q1', { userId: 'u' }),
      unfollowTeam: endpoints.unfollowTeam('Q1', { userId: 'u' }),
      contentList: endpoints.contentList(),
      user: endpoints.user('u'),
      person: endpoints.person('Q1'),
    })
      .filter(([, spec]) => spec.sideEffect)
      .map(([name]) => name);
    expect(sideEffects).toEqual(['followPerson', 'unfollowPerson', 'followTeam', 'unfollowTeam']);
  });
});

describe('parameter serialization', () => {
  it('joins lists with commas, trimming entries and dropping empty ones', () => {
    const spec = endpoints.contentList({
      vendor: [' reuters ', '', 'ap'],
      categoryFilter: ['Sports'],
      topic: ['weather:ext'],
      person: ['  '],
    });
    expect(query(spec)).toEqual({ vendor: 'reuters,ap', categoryFilter: 'Sports', topic: 'weather:ext' });
  });

  it('writes booleans as true/false and leaves out absent values', () => {
    expect(query(endpoints.user('u', { optOut: true, aid: undefined }))).toEqual({ optOut: 'true' });
    expect(query(endpoints.user('u', { optOut: false }))).toEqual({ optOut: 'false' });
  });

  it('keeps numbers, drops non-finite ones', () => {
    expect(query(endpoints.contentList({ limit: 20, offset: 40, thumbImgWidth: Number.NaN }))).toEqual({
      limit: '20',
      offset: '40',
    });
  });

  it('sends the content list publishedAfter as MM/dd/yyyy HH:mm:ss in UTC', () => {
    const spec = endpoints.contentList({ publishedAfter: new Date('2026-03-04T05:06:07+02:00') });
    expect(query(spec)).toEqual({ publishedAfter: '03/04/2026 03:06:07' });
  });

  it('sends the person publishedAfter as MM/dd/yyyy in UTC', () => {
    const spec = endpoints.person('Q1', { publishedAfter: new Date('2025-12-31T23:30:00-02:00') });
    expect(query(spec)).toEqual({ publishedAfter: '01/01/2026' });
  });

  it('sends the comics publishDate as MM/dd/yyyy', () => {
    const spec = endpoints.comics({
      theme: 'Garfield',
      publishDate: new Date(Date.UTC(2026, 0, 9)),
      language: 'es',
    });
    expect(query(spec)).toEqual({ theme: 'Garfield', publishDate: '01/09/2026', language: 'es' });
  });

  it('passes the user parameters of the user operation', () => {
    expect(query(endpoints.user('u', { sportType: 2, competitionId: 31 }))).toEqual({
      sportType: '2',
      competitionId: '31',
    });
  });

  it('requires and sends userId on follow operations', () => {
    expect(query(endpoints.followPerson('Q1', { userId: 'abc', optOut: false }))).toEqual({
      userId: 'abc',
      optOut: 'false',
    });
  });

  it('never invents offset=0 (the API reads it as "everything")', () => {
    expect(endpoints.contentList({ limit: 20 }).query.has('offset')).toBe(false);
    expect(toSearchParams({ offset: undefined }).toString()).toBe('');
  });
});

describe('the wire facts (contract/wire.ts) and the table agree', () => {
  const when = new Date(Date.UTC(2024, 1, 3, 4, 5, 6));
  it.each([
    [
      'contentList',
      endpoints.contentList({ publishedAfter: when, limit: 5, userId: 'u1' }),
      operation('contentList'),
      {},
      { publishedAfter: when, limit: 5, userId: 'u1' },
    ],
    [
      'person',
      endpoints.person('Q1', { publishedAfter: when, person: ['Q2'] }),
      operation('person'),
      { id: 'Q1' },
      { publishedAfter: when, person: ['Q2'] },
    ],
    [
      'comics',
      endpoints.comics({ publishDate: when, theme: 'Garfield' }),
      operation('comics'),
      {},
      { publishDate: when, theme: 'Garfield' },
    ],
    [
      'followTeam',
      endpoints.followTeam('Q7', { userId: 'u1' }),
      operation('followTeam'),
      { id: 'Q7' },
      { userId: 'u1' },
    ],
    [
      'categoryById',
      endpoints.categoryById(7, { language: 'es' }),
      operation('categoryById'),
      { categoryId: 7 },
      { language: 'es' },
    ],
  ] as const)('%s: the same request as one built from its row', (_id, named, row, path, params) => {
    const fromRow = request(row as never, path as never, params as never);
    expect(named.path).toBe(fromRow.path);
    expect(named.query.toString()).toBe(fromRow.query.toString());
    expect(named.sideEffect).toBe(fromRow.sideEffect);
    expect(named.commonParams).toEqual(fromRow.commonParams);
  });
});
