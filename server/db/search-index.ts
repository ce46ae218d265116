// The stemmed, accent-folding full-text index behind `topic=<words>:ext`: what a story puts in it, how a query reads it.
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import type { Db } from './database';

/** Bump when what is indexed or how it is stemmed changes: a database with another version is re-indexed at start. */
export const SEARCH_INDEX_VERSION = 1;
const META_KEY = 'search_index';

const WORD = /[\p{L}\p{N}]+/gu;

/** What unicode61 with remove_diacritics 2 does to a token, so stems compare as the index stores them. */
function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Snowball's Portuguese stemmer leaves -ões/-ães apart from -ão (eleições → eleiçõ, eleição → eleiçã): singular first. */
function portugueseStem(word: string): string {
  return portuguese(word.replace(/(?:ões|ães|ãos)$/u, 'ão').replace(/(?:oes|aes)$/u, 'ao'));
}

const STEMMERS: Record<string, (word: string) => string> = { en: english, es: spanish, pt: portugueseStem };

function stemOf(word: string, language: string): string {
  const stem = STEMMERS[language];
  return fold(stem ? stem(word) : word);
}

/** The character references the generated bodies use, as the characters they stand for. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of a story's body as a reader sees them: no scripts, links or footers (an embed's author line). */
export function bodyText(html: string): string {
  return html
    .replace(/<(script|style|footer|a)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ');
}

/** The two columns of one story's row: its words (for phrases and prefixes) and their stems in its language. */
export function indexedText(
  language: string,
  title: string,
  summary: string,
  bodyHtml: string,
): { words: string; stems: string } {
  const words = `${title}\n${summary}\n${bodyText(bodyHtml)}`;
  const stems = (words.normalize('NFC').toLowerCase().match(WORD) ?? []).map((w) => stemOf(w, language));
  return { words, stems: stems.join(' ') };
}

/** Indexes stories one at a time (the seed and the newsroom), with the statement prepared once. */
export function searchIndexer(
  db: Db,
): (seq: number, language: string, title: string, summary: string, body: string) => void {
  const insert = db.prepare('INSERT INTO content_search (rowid, words, stems) VALUES (?, ?, ?)');
  return (seq, language, title, summary, body) => {
    const { words, stems } = indexedText(language, title, summary, body);
    insert.run(seq, words, stems);
  };
}

/** Marks the index as built by this version (the seed calls it inside its transaction). */
export function markSearchIndex(db: Db): void {
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
    META_KEY,
    String(SEARCH_INDEX_VERSION),
  );
}

/**
 * Rebuilds the index from the stored stories when it was built by another version (or never: a database from
 * before this index). Returns the milliseconds spent, or undefined when the index was current.
 */
export function ensureSearchIndex(db: Db): number | undefined {
  const current = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(META_KEY);
  if (current === String(SEARCH_INDEX_VERSION)) return undefined;
  const started = performance.now();
  db.transaction(() => {
    db.prepare("INSERT INTO content_search (content_search) VALUES ('delete-all')").run();
    const index = searchIndexer(db);
    // In batches (a statement cannot write while another one is still being read on this connection).
    const batch = db.prepare(
      'SELECT c.seq, c.language, c.title, c.summary, b.body FROM content c JOIN content_body b ON b.seq = c.seq ' +
        'WHERE c.seq > ? ORDER BY c.seq LIMIT 500',
    );
    type Row = { seq: number; language: string; title: string; summary: string; body: string };
    for (let after = -Infinity; ;) {
      const rows = batch.all(after) as Row[];
      if (rows.length === 0) break;
      for (const row of rows) index(row.seq, row.language, row.title, row.summary, row.body);
      after = (rows[rows.length - 1] as Row).seq;
    }
    markSearchIndex(db);
  })();
  return performance.now() - started;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The FTS5 query for one extended-search term, or undefined when it has no word to look for. Every word must
 * match (in any of its English, Spanish or Portuguese forms: the reader's language is not known); a "quoted
 * phrase" matches those words in that order; the last word, when it is no whole word of any story (`isWord`),
 * matches as a prefix, as a search-as-you-type box sends it. User text only ever appears inside FTS5 strings,
 * so operators (NEAR, -, *, :, ^) in it are inert.
 */
export function searchQuery(term: string, isWord: (folded: string) => boolean): string | undefined {
  const parts: string[] = [];
  const phrases = term.match(/"[^"]*"/g) ?? [];
  for (const phrase of phrases) {
    const words = phrase.normalize('NFC').toLowerCase().match(WORD);
    if (words) parts.push(`words : ${quoted(words.join(' '))}`);
  }
  const loose = (
    term
      .replace(/"[^"]*"/g, ' ')
      .normalize('NFC')
      .toLowerCase()
      .match(WORD) ?? []
  ).slice(0, 32);
  loose.forEach((word, index) => {
    const forms = new Set<string>();
    for (const form of new Set([word, fold(word)]))
      for (const language of Object.keys(STEMMERS)) forms.add(stemOf(form, language));
    const alternatives = [`stems : (${[...forms].map(quoted).join(' OR ')})`];
    const folded = fold(word);
    if (index === loose.length - 1 && folded.length >= 2 && !isWord(folded))
      alternatives.push(`words : ${quoted(folded)}*`);
    parts.push(alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(' OR ')})`);
  });
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? (parts[0] as string) : parts.map((p) => `(${p})`).join(' AND ');
}

/** The FTS5 query that finds stories containing `folded` as a whole word (for {@link searchQuery}'s `isWord`). */
export function wordQuery(folded: string): string {
  return `words : ${quoted(folded)}`;
}
