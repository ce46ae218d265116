-- Schema migrations, applied in order by database.ts. Each block starts with "-- migration: N";
-- blocks above PRAGMA user_version run once, in one transaction each, then user_version = N.

-- migration: 1
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE categories (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  name_lower TEXT NOT NULL UNIQUE,
  name_es    TEXT NOT NULL,
  name_pt    TEXT NOT NULL,
  iab        INTEGER NOT NULL
);

CREATE TABLE providers (
  id           TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  domain       TEXT NOT NULL,
  country      TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE persons (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  name_lower  TEXT NOT NULL,
  description TEXT NOT NULL,
  sport_type  INTEGER
) WITHOUT ROWID;
CREATE INDEX persons_by_name ON persons (name_lower);

CREATE TABLE competitions (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  sport_type INTEGER NOT NULL,
  country    TEXT NOT NULL
);

CREATE TABLE teams (
  id             TEXT PRIMARY KEY,
  name           TEXT NOT NULL,
  name_lower     TEXT NOT NULL,
  description    TEXT NOT NULL,
  sport_type     INTEGER NOT NULL,
  competition_id INTEGER NOT NULL REFERENCES competitions (id),
  country        TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX teams_by_name ON teams (name_lower);

CREATE TABLE topics (
  id         TEXT PRIMARY KEY,
  name       TEXT NOT NULL,
  name_lower TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX topics_by_name ON topics (name_lower);

-- Layout 2: see the note on seq below.
-- The list columns (category_ids, person_ids, …) are a denormalised copy of the junction tables
-- below so a page of results renders from one row each; the junction tables answer the filters.
CREATE TABLE content (
  seq            INTEGER PRIMARY KEY,
  content_id     TEXT NOT NULL UNIQUE,
  title          TEXT NOT NULL,
  summary        TEXT NOT NULL,
  provider_id    TEXT NOT NULL REFERENCES providers (id),
  language       TEXT NOT NULL,
  locale         TEXT NOT NULL,
  origin_country TEXT NOT NULL,
  published_at   INTEGER NOT NULL,
  views          INTEGER NOT NULL,
  is_preview     INTEGER NOT NULL,
  image_width    INTEGER NOT NULL,
  image_height   INTEGER NOT NULL,
  extra_images   INTEGER NOT NULL,
  category_ids   TEXT NOT NULL,
  person_ids     TEXT NOT NULL,
  team_ids       TEXT NOT NULL,
  topic_ids      TEXT NOT NULL,
  tags           TEXT NOT NULL,
  countries      TEXT NOT NULL
);
-- seq is the item's rank in the contract's newest order (publishedAt desc, contentId asc), assigned by the
-- seed. So "newest first" is rowid order, and every index below (which ends in the rowid) and every junction
-- table (keyed by (value, seq)) already yields its rows newest first: a page stops after `limit` rows.
CREATE INDEX content_by_published ON content (published_at);
CREATE INDEX content_by_language ON content (language);
CREATE INDEX content_by_provider ON content (provider_id);
CREATE INDEX content_by_origin ON content (origin_country);

CREATE TABLE content_body (
  seq  INTEGER PRIMARY KEY REFERENCES content (seq),
  body TEXT NOT NULL
);

CREATE TABLE content_category (
  category_id INTEGER NOT NULL REFERENCES categories (id),
  seq         INTEGER NOT NULL REFERENCES content (seq),
  PRIMARY KEY (category_id, seq)
) WITHOUT ROWID;
CREATE TABLE content_person (
  person_id TEXT NOT NULL REFERENCES persons (id),
  seq       INTEGER NOT NULL REFERENCES content (seq),
  PRIMARY KEY (person_id, seq)
) WITHOUT ROWID;
CREATE TABLE content_team (
  team_id TEXT NOT NULL REFERENCES teams (id),
  seq     INTEGER NOT NULL REFERENCES content (seq),
  PRIMARY KEY (team_id, seq)
) WITHOUT ROWID;
CREATE TABLE content_topic (
  topic_id TEXT NOT NULL REFERENCES topics (id),
  seq      INTEGER NOT NULL REFERENCES content (seq),
  PRIMARY KEY (topic_id, seq)
) WITHOUT ROWID;
CREATE TABLE content_tag (
  tag TEXT NOT NULL,
  seq INTEGER NOT NULL REFERENCES content (seq),
  PRIMARY KEY (tag, seq)
) WITHOUT ROWID;
CREATE TABLE content_country (
  country TEXT NOT NULL,
  seq     INTEGER NOT NULL REFERENCES content (seq),
  PRIMARY KEY (country, seq)
) WITHOUT ROWID;

-- Contentless: the text lives in content/content_body; the index only maps terms to seq (= rowid).
CREATE VIRTUAL TABLE content_fts USING fts5 (
  title, summary, body,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE person_follows (
  user_id    TEXT NOT NULL,
  person_id  TEXT NOT NULL REFERENCES persons (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, person_id)
) WITHOUT ROWID;
CREATE TABLE team_follows (
  user_id    TEXT NOT NULL,
  team_id    TEXT NOT NULL REFERENCES teams (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, team_id)
) WITHOUT ROWID;

CREATE TABLE comics (
  seq        INTEGER PRIMARY KEY,
  content_id TEXT NOT NULL UNIQUE,
  theme      TEXT NOT NULL,
  language   TEXT NOT NULL,
  pub_date   INTEGER NOT NULL,
  size       TEXT NOT NULL,
  width      INTEGER NOT NULL,
  height     INTEGER NOT NULL,
  caption    TEXT NOT NULL
);
CREATE INDEX comics_by_language ON comics (language, pub_date DESC, theme);
CREATE INDEX comics_by_theme ON comics (language, theme, pub_date DESC);

-- migration: 2
-- Video items (ours): keyed like the other junction tables so `media=video` is one more include stream.
CREATE TABLE content_media (
  media            TEXT NOT NULL,
  seq              INTEGER NOT NULL REFERENCES content (seq),
  duration_seconds INTEGER NOT NULL,
  PRIMARY KEY (media, seq)
) WITHOUT ROWID;

-- A team's name and description in another language, where one exists (English is the teams row).
CREATE TABLE team_translations (
  team_id     TEXT NOT NULL REFERENCES teams (id),
  language    TEXT NOT NULL,
  name        TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (team_id, language)
) WITHOUT ROWID;

-- migration: 3
-- Search that understands words (decision 0034): each story's words (phrases, prefixes) and their Snowball stems in
-- the story's language. Filled by the seed and the newsroom; server/db/search-index.ts rebuilds it at start when
-- meta.search_index is not its version (a database from before this index, or a change of stemming).
DROP TABLE content_fts;
CREATE VIRTUAL TABLE content_search USING fts5 (
  words, stems,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- migration: 4
-- Article bodies are sanitized where they enter (db/body-sanitizer.ts, decision 0049): the origin whose rules
-- judged a row's images. A row written before (NULL) or judged for another origin is sanitized as it is read.
ALTER TABLE content_body ADD COLUMN sanitized_for TEXT;
