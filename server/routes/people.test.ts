import { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentListSchema,
  errorBodySchema,
  personSchema,
  teamSchema,
  userDataSchema,
} from '../../contract/schemas';
import { createTestApp, getJson, type TestApp } from '../test-support';

describe('persons, teams, users, follows', () => {
  let t: TestApp;
  let personId = '';
  let personName = '';
  let teamId = '';
  let teamName = '';
  beforeAll(async () => {
    t = await createTestApp();
    const item = contentListSchema.parse(
      (await getJson(t.app, '/mediaApi/v1.0/content?category=sports&limit=1')).body,
    ).content[0];
    personId = item?.persons?.[0]?.id ?? '';
    personName = item?.persons?.[0]?.name ?? '';
    teamId = item?.teams?.[0]?.id ?? '';
    teamName = item?.teams?.[0]?.name ?? '';
  });
  afterAll(async () => t.close());

  it('resolves a person by id or case-insensitive name, with a top article passing the filters', async () => {
    const byId = await getJson(t.app, `/mediaApi/v1.0/person/${personId}`);
    expect(byId.status).toBe(200);
    const person = z
      .required(personSchema, { description: true, imageUrl: true, wikipediaUrl: true })
      .parse(byId.body);
    expect(person.id).toBe(personId);
    expect(person.topArticle?.persons?.some((p) => p.id === personId)).toBe(true);
    expect(person.sportType).toBeDefined();
    expect(person.isFollowed).toBeUndefined();
    const byName = await getJson(
      t.app,
      `/mediaApi/v1.0/person/${encodeURIComponent(personName.toLowerCase())}`,
    );
    expect(personSchema.parse(byName.body).id).toBe(personId);
    const filtered = personSchema.parse(
      (await getJson(t.app, `/mediaApi/v1.0/person/${personId}?vendor=no-such-vendor`)).body,
    );
    expect(filtered.topArticle).toBeNull();
    const dated = await getJson(
      t.app,
      `/mediaApi/v1.0/person/${personId}?publishedAfter=01/01/2025&thumbImgWidth=99`,
    );
    expect(dated.status).toBe(200);
    const top = personSchema.parse(dated.body).topArticle;
    // 99 rounds to the ladder's 96 (contract/thumbnail-ladder.ts).
    if (top) expect(top.images?.mainImageThumbnail?.width).toBe(96);
  });

  it.each([
    ['/person/Q1', 404, 'id'],
    ['/person/Nobody', 404, 'id'],
    ['/person/' + 'x'.repeat(101), 400, 'id'],
    ['/person/Q100000?publishedAfter=01/01/2025%2010:00:00', 400, 'publishedAfter'],
    ['/person/Q100000?sortBy=newest', 400, 'sortBy'],
    ['/team/Q1', 404, 'id'],
    ['/team/Q500000?language=english', 400, 'language'],
    ['/user/bad%20id', 400, 'id'],
    ['/user/u1?sportType=3', 400, 'sportType'],
    ['/user/u1?competitionId=x', 400, 'competitionId'],
    ['/person/Q100000/add', 400, 'userId'],
    ['/person/Q100000/add?userId=a%20b', 400, 'userId'],
    ['/person/Q1/add?userId=u1', 404, 'id'],
    ['/person/Q100000/delete?userId=u1&extra=1', 400, 'extra'],
    ['/team/Q1/add?userId=u1', 404, 'id'],
  ])('%s → %i naming %s', async (path, status, param) => {
    const res = await getJson(t.app, `/mediaApi/v1.0${path}`);
    expect(res.status).toBe(status);
    expect(errorBodySchema.parse(res.body).param).toBe(param);
  });

  it('resolves a team by id or name with its competition', async () => {
    const res = await getJson(t.app, `/mediaApi/v1.0/team/${encodeURIComponent(teamName.toUpperCase())}`);
    expect(res.status).toBe(200);
    const team = z
      .required(teamSchema, {
        sportType: true,
        competitionId: true,
        competitionName: true,
        country: true,
        logoUrl: true,
      })
      .parse(res.body);
    expect(team.id).toBe(teamId);
    expect([1, 2, 6]).toContain(team.sportType);
  });

  it('a follow or unfollow of someone unknown is never cached either (a 404 a cache could keep)', async () => {
    for (const url of [
      '/mediaApi/v1.0/person/Q999999999/add?userId=no-store-user',
      '/mediaApi/v1.0/team/Q999999999/delete?userId=no-store-user',
    ]) {
      const res = await getJson(t.app, url);
      expect(res.status, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('an unseen user has empty lists; follow and unfollow are idempotent and no-store', async () => {
    const user = 'follow-user-1';
    const empty = await getJson(t.app, `/mediaApi/v1.0/user/${user}`);
    expect(empty.status).toBe(200);
    expect(userDataSchema.parse(empty.body)).toEqual({
      userId: user,
      followedPersons: [],
      followedTeams: [],
    });
    expect(empty.headers['cache-control']).toBe('private, no-store');
    for (let i = 0; i < 2; i += 1) {
      const res = await getJson(t.app, `/mediaApi/v1.0/person/${personId}/add?userId=${user}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(userDataSchema.parse(res.body).followedPersons.map((p) => p.id)).toEqual([personId]);
    }
    const team = await getJson(t.app, `/mediaApi/v1.0/team/${teamId}/add?userId=${user}`);
    expect(userDataSchema.parse(team.body).followedTeams.map((x) => x.id)).toEqual([teamId]);
    const person = personSchema.parse(
      (await getJson(t.app, `/mediaApi/v1.0/person/${personId}?userId=${user}`)).body,
    );
    expect(person.isFollowed).toBe(true);
    const teamView = teamSchema.parse(
      (await getJson(t.app, `/mediaApi/v1.0/team/${teamId}?userId=${user}`)).body,
    );
    expect(teamView.isFollowed).toBe(true);
    for (let i = 0; i < 2; i += 1) {
      const res = await getJson(t.app, `/mediaApi/v1.0/person/${personId}/delete?userId=${user}`);
      expect(res.status).toBe(200);
      expect(userDataSchema.parse(res.body).followedPersons).toEqual([]);
    }
    const removed = await getJson(t.app, `/mediaApi/v1.0/team/${teamId}/delete?userId=${user}`);
    expect(userDataSchema.parse(removed.body).followedTeams).toEqual([]);
  });

  it('filters user data by sportType and competitionId', async () => {
    const user = 'filter-user';
    const team = teamSchema.parse((await getJson(t.app, `/mediaApi/v1.0/team/${teamId}`)).body);
    await getJson(t.app, `/mediaApi/v1.0/team/${teamId}/add?userId=${user}`);
    const other = team.sportType === 2 ? 'Q500000' : `Q${500_000 + 35 * 173}`;
    await getJson(t.app, `/mediaApi/v1.0/team/${other}/add?userId=${user}`);
    const bySport = userDataSchema.parse(
      (await getJson(t.app, `/mediaApi/v1.0/user/${user}?sportType=${team.sportType}`)).body,
    );
    expect(bySport.followedTeams.map((x) => x.id)).toEqual([teamId]);
    const byCompetition = userDataSchema.parse(
      (await getJson(t.app, `/mediaApi/v1.0/user/${user}?competitionId=${team.competitionId}`)).body,
    );
    expect(byCompetition.followedTeams.map((x) => x.id)).toEqual([teamId]);
    const all = userDataSchema.parse((await getJson(t.app, `/mediaApi/v1.0/user/${user}`)).body);
    expect(all.followedTeams).toHaveLength(2);
  });

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ 'sec-purpose': 'prefetch' }],
    [{ purpose: 'prefetch' }],
  ])('refuses follow with %o (403, error body, nothing written)', async (headers) => {
    const user = 'csrf-user';
    for (const path of [`/person/${personId}/add`, `/team/${teamId}/add`]) {
      const res = await getJson(t.app, `/mediaApi/v1.0${path}?userId=${user}`, headers);
      expect(res.status).toBe(403);
      expect(errorBodySchema.parse(res.body).status).toBe(403);
    }
    const data = userDataSchema.parse((await getJson(t.app, `/mediaApi/v1.0/user/${user}`)).body);
    expect(data.followedPersons).toEqual([]);
    expect(data.followedTeams).toEqual([]);
  });

  it('serves same-origin browser requests and callers without fetch metadata', async () => {
    const res = await getJson(t.app, `/mediaApi/v1.0/person/${personId}/add?userId=same-origin`, {
      'sec-fetch-site': 'same-origin',
    });
    expect(res.status).toBe(200);
  });
});
