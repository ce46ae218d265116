// Deterministic demo-data generator: the same seed and anchor day give byte-identical data.
import { COMIC_THEMES } from '../../src/api/schemas';
import { createRandom, type Random } from '../lib/prng';
import type { Db } from './database';
import {
  CATEGORIES,
  CITIES,
  COMIC_CAPTIONS,
  COMPETITIONS,
  EXTRA_TOPICS,
  FIRST_NAMES,
  LANGS,
  LAST_NAMES,
  MASCOTS,
  ORDINALS,
  PARAGRAPHS,
  PROVIDERS,
  ROLES,
  SPORT_POSITIONS,
  SPORTS_CATEGORY_ID,
  SUBHEADINGS,
  WEEKDAYS,
  type CategorySeed,
  type Lang,
} from './seed-vocabulary';

export interface SeedOptions {
  items: number;
  seed: number;
  /**
   * Start of the newest day of data, epoch seconds (UTC midnight). Defaults to today's UTC midnight,
   * so a fresh database always has recent stories and today's comics; tests pin it for determinism.
   */
  anchor?: number;
  comicDays?: number;
}

export interface SeedResult {
  seeded: boolean;
  items: number;
  comics: number;
  millis: number;
}

const DAY = 86_400;
const SPAN_DAYS = 730;
const IMAGE_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1200, 675],
  [1600, 900],
  [1024, 768],
  [1200, 800],
];

export function startOfUtcDay(epochSeconds: number): number {
  return Math.floor(epochSeconds / DAY) * DAY;
}

export function isSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seeded'").get() !== undefined;
}

interface PersonRow {
  id: string;
  name: string;
  categories: number[];
  sportType: number | null;
  teamId: string | null;
}
interface TeamRow {
  id: string;
  name: string;
  sportType: number;
  competitionId: number;
  lang: Lang;
}

const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function seedDatabase(db: Db, options: SeedOptions): SeedResult {
  const started = performance.now();
  if (isSeeded(db)) return { seeded: false, items: 0, comics: 0, millis: 0 };
  const anchor = startOfUtcDay(options.anchor ?? Date.now() / 1000);
  const random = createRandom(options.seed);
  let comicCount = 0;

  db.transaction(() => {
    const insertCategory = db.prepare(
      'INSERT INTO categories (id, name, name_lower, name_es, name_pt, iab) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const c of CATEGORIES) insertCategory.run(c.id, c.en, c.en.toLowerCase(), c.es, c.pt, c.iab);

    const insertProvider = db.prepare('INSERT INTO providers (id, display_name, domain, country) VALUES (?, ?, ?, ?)');
    for (const p of PROVIDERS) insertProvider.run(p.id, p.name, p.domain, p.country);

    const insertCompetition = db.prepare('INSERT INTO competitions (id, name, sport_type, country) VALUES (?, ?, ?, ?)');
    for (const c of COMPETITIONS) insertCompetition.run(c.id, c.name, c.sportType, c.country);

    const teams = seedTeams(db, random);
    const persons = seedPersons(db, random, teams);
    const topicIds = seedTopics(db);
    seedContent(db, random, options.items, anchor, teams, persons, topicIds);
    comicCount = seedComics(db, random, anchor, options.comicDays ?? SPAN_DAYS);

    const insertMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    insertMeta.run('seed', String(options.seed));
    insertMeta.run('items', String(options.items));
    insertMeta.run('anchor', String(anchor));
    insertMeta.run('seeded', new Date().toISOString());
  })();
  // Fresh statistics let the planner pick the selective index for each filter combination.
  db.exec('ANALYZE');
  return { seeded: true, items: options.items, comics: comicCount, millis: Math.round(performance.now() - started) };
}

function seedTeams(db: Db, random: Random): TeamRow[] {
  const insert = db.prepare(
    'INSERT INTO teams (id, name, name_lower, description, sport_type, competition_id, country) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const teams: TeamRow[] = [];
  const used = new Set<string>();
  COMPETITIONS.forEach((competition) => {
    const mascots = MASCOTS[competition.sportType] ?? [];
    for (let n = 0; n < 10; n += 1) {
      let name = '';
      do name = `${random.pick(CITIES[competition.lang])} ${random.pick(mascots)}`;
      while (used.has(name));
      used.add(name);
      const id = `Q${500_000 + teams.length * 173}`;
      const founded = random.int(1880, 1990);
      const description = `${name} is a professional ${sportName(competition.sportType)} club founded in ${founded}, competing in the ${competition.name}.`;
      insert.run(id, name, name.toLowerCase(), description, competition.sportType, competition.id, competition.country);
      teams.push({ id, name, sportType: competition.sportType, competitionId: competition.id, lang: competition.lang });
    }
  });
  return teams;
}

function sportName(sportType: number): string {
  return sportType === 1 ? 'football (soccer)' : sportType === 2 ? 'basketball' : 'American football';
}

function seedPersons(db: Db, random: Random, teams: TeamRow[]): PersonRow[] {
  const insert = db.prepare(
    'INSERT INTO persons (id, name, name_lower, description, sport_type) VALUES (?, ?, ?, ?, ?)',
  );
  const persons: PersonRow[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 200; i += 1) {
    let name = '';
    do name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    while (used.has(name));
    used.add(name);
    const id = `Q${100_000 + i * 131}`;
    if (i % 5 < 2) {
      // Two persons in five are athletes, each tied to a team so sports stories name both.
      const team = teams[(i * 7) % teams.length] as TeamRow;
      const position = random.pick(SPORT_POSITIONS[team.sportType] ?? ['player']);
      const description = `${name} is a ${position} for ${team.name}, known for consistent performances and leadership on and off the field.`;
      insert.run(id, name, name.toLowerCase(), description, team.sportType);
      persons.push({ id, name, categories: [SPORTS_CATEGORY_ID], sportType: team.sportType, teamId: team.id });
    } else {
      const role = random.pick(ROLES);
      const city = random.pick(CITIES[random.pick(LANGS)]);
      const description = `${name} is a ${fill(role.text, { city })}, frequently quoted in the press.`;
      insert.run(id, name, name.toLowerCase(), description, null);
      persons.push({ id, name, categories: [...role.categories], sportType: null, teamId: null });
    }
  }
  return persons;
}

function seedTopics(db: Db): Map<string, string> {
  const insert = db.prepare('INSERT INTO topics (id, name, name_lower) VALUES (?, ?, ?)');
  const ids = new Map<string, string>();
  const names = [...new Set([...CATEGORIES.flatMap((c) => c.topics), ...EXTRA_TOPICS])];
  names.forEach((name, index) => {
    const id = `Q${700_000 + index * 211}`;
    insert.run(id, name, name.toLowerCase());
    ids.set(name, id);
  });
  return ids;
}

function seedContent(
  db: Db,
  random: Random,
  count: number,
  anchor: number,
  teams: TeamRow[],
  persons: PersonRow[],
  topicIds: Map<string, string>,
): void {
  const insertContent = db.prepare(`INSERT INTO content (
      seq, content_id, title, summary, provider_id, language, locale, origin_country, published_at, views, is_preview,
      image_width, image_height, extra_images, category_ids, person_ids, team_ids, topic_ids, tags, countries)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertBody = db.prepare('INSERT INTO content_body (seq, body) VALUES (?, ?)');
  const insertCategory = db.prepare('INSERT INTO content_category (category_id, seq) VALUES (?, ?)');
  const insertPerson = db.prepare('INSERT INTO content_person (person_id, seq) VALUES (?, ?)');
  const insertTeam = db.prepare('INSERT INTO content_team (team_id, seq) VALUES (?, ?)');
  const insertTopic = db.prepare('INSERT INTO content_topic (topic_id, seq) VALUES (?, ?)');
  const insertTag = db.prepare('INSERT INTO content_tag (tag, seq) VALUES (?, ?)');
  const insertCountry = db.prepare('INSERT INTO content_country (country, seq) VALUES (?, ?)');
  const insertFts = db.prepare('INSERT INTO content_fts (rowid, title, summary, body) VALUES (?, ?, ?, ?)');

  const byCategory = new Map<number, PersonRow[]>();
  for (const person of persons) {
    for (const category of person.categories) byCategory.set(category, [...(byCategory.get(category) ?? []), person]);
  }
  const categoriesById = new Map(CATEGORIES.map((c) => [c.id, c]));
  const sportsTopic: Record<number, string> = { 1: 'Soccer', 2: 'Basketball', 6: 'American football' };

  for (let seq = 1; seq <= count; seq += 1) {
    const provider = random.pick(PROVIDERS);
    const lang = provider.language;
    const category = categoriesById.get(provider.beats ? random.pick(provider.beats) : random.pick(CATEGORIES).id) as CategorySeed;
    const categoryIds = [category.id];
    if (random.chance(0.15)) {
      const second = random.pick(CATEGORIES).id;
      if (second !== category.id) categoryIds.push(second);
    }

    let itemPersons: PersonRow[] = [];
    let itemTeams: TeamRow[] = [];
    const topicNames = random.sample(category.topics, random.int(1, 2));
    if (category.id === SPORTS_CATEGORY_ID) {
      const first = random.pick(teams);
      const rivals = teams.filter((t) => t.competitionId === first.competitionId && t.id !== first.id);
      itemTeams = [first, random.pick(rivals)];
      itemPersons = persons.filter((p) => p.teamId === first.id).slice(0, random.int(1, 2));
      if (itemPersons.length === 0) itemPersons = [random.pick(persons.filter((p) => p.sportType === first.sportType))];
      topicNames.push(sportsTopic[first.sportType] ?? 'Soccer');
    } else {
      const pool = byCategory.get(category.id) ?? persons;
      itemPersons = random.sample(pool, random.int(1, 2));
    }
    if (random.chance(0.1)) topicNames.push(random.pick(EXTRA_TOPICS));

    const tags = random.sample(category.tags, random.int(2, 4));
    if (random.chance(0.2)) tags.push(random.pick(['breaking', 'analysis', 'local', 'exclusive', 'live']));
    const countries = random.sample(provider.countries, random.int(1, provider.countries.length));
    const publishedAt = anchor + DAY - 60 - Math.floor(random.next() * SPAN_DAYS * DAY);
    const city = random.pick(CITIES[lang]);
    const mainPerson = itemPersons[0] as PersonRow;
    const vars: Record<string, string> = {
      city,
      person: mainPerson.name,
      team: itemTeams[0]?.name ?? '',
      team2: itemTeams[1]?.name ?? '',
      n: String(random.int(2, 48)),
      pct: String(random.int(2, 19)),
      temp: String(random.int(34, 44)),
      score: `${random.int(1, 4)}-${random.int(0, 1)}`,
      topicLower: (topicNames[0] ?? '').toLowerCase(),
      ordinal: random.pick(ORDINALS.en),
      ordinalEs: random.pick(ORDINALS.es),
      ordinalPt: random.pick(ORDINALS.pt),
      weekday: random.pick(WEEKDAYS.en),
      weekdayEs: random.pick(WEEKDAYS.es),
      weekdayPt: random.pick(WEEKDAYS.pt),
      provider: provider.name,
    };
    const title = fill(random.pick(category.headlines[lang]), vars);
    const summary = fill(category.summaries[lang], vars);
    const paragraphs = random.sample(PARAGRAPHS[lang], random.int(3, 5)).map((p) => fill(p, vars));
    const body = renderBody(random, lang, summary, paragraphs, provider.domain, mainPerson.name);
    const [width, height] = random.pick(IMAGE_SIZES);
    const topicIdList = [...new Set(topicNames)].map((name) => topicIds.get(name) as string);

    insertContent.run(
      seq,
      random.uuid(),
      title,
      summary,
      provider.id,
      lang,
      random.pick(provider.locales),
      provider.country,
      publishedAt,
      Math.floor(random.next() ** 3 * 250_000) + 50,
      random.chance(0.03) ? 1 : 0,
      width,
      height,
      random.chance(0.2) ? random.int(1, 2) : 0,
      categoryIds.join(','),
      itemPersons.map((p) => p.id).join(','),
      itemTeams.map((t) => t.id).join(','),
      topicIdList.join(','),
      tags.join(','),
      countries.join(','),
    );
    insertBody.run(seq, body);
    for (const id of categoryIds) insertCategory.run(id, seq);
    for (const p of itemPersons) insertPerson.run(p.id, seq);
    for (const t of itemTeams) insertTeam.run(t.id, seq);
    for (const id of topicIdList) insertTopic.run(id, seq);
    for (const tag of tags) insertTag.run(tag, seq);
    for (const c of countries) insertCountry.run(c, seq);
    insertFts.run(seq, title, summary, paragraphs.join(' '));
  }
}

function renderBody(
  random: Random,
  lang: Lang,
  summary: string,
  paragraphs: string[],
  domain: string,
  quoted: string,
): string {
  const html = [`<p><strong>${escapeHtml(summary)}</strong></p>`];
  paragraphs.forEach((paragraph, index) => {
    if (index === 2) html.push(`<h2>${escapeHtml(random.pick(SUBHEADINGS[lang]))}</h2>`);
    html.push(`<p>${escapeHtml(paragraph)}</p>`);
  });
  if (random.chance(0.3)) {
    html.push(`<blockquote><p>${escapeHtml(paragraphs[0] ?? '')}</p><footer>${escapeHtml(quoted)}</footer></blockquote>`);
  }
  const more = lang === 'en' ? 'More coverage' : lang === 'es' ? 'Más cobertura' : 'Mais cobertura';
  html.push(`<p><a href="https://${domain}/">${more}</a></p>`);
  return html.join('\n');
}

function seedComics(db: Db, random: Random, anchor: number, days: number): number {
  const insert = db.prepare(
    'INSERT INTO comics (content_id, theme, language, pub_date, size, width, height, caption) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let count = 0;
  for (let day = 0; day < days; day += 1) {
    const date = anchor - day * DAY;
    // Sunday editions are the big square-ish box; weekday strips are wide and short, like a newspaper's.
    const sunday = new Date(date * 1000).getUTCDay() === 0;
    for (const theme of COMIC_THEMES) {
      const caption = random.int(0, COMIC_CAPTIONS.en.length - 1);
      for (const lang of LANGS) {
        insert.run(
          random.uuid(),
          theme,
          lang,
          date + 6 * 3600,
          sunday ? 'largeBox' : 'smallStrip',
          sunday ? 800 : 1200,
          sunday ? 720 : 380,
          COMIC_CAPTIONS[lang][caption] ?? '',
        );
        count += 1;
      }
    }
  }
  return count;
}
