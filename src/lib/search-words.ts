// How the reader's search words meet a text: case and accents folded, plural endings of English, Spanish
// and Portuguese dropped, a word matching the start of another. Names in the search box's suggestions and
// highlighted words on the results page follow the same rule. Deliberately small: the server's own search
// stems properly; this only has to agree with it on what a reader sees as the same word.

/** Lower case without accents: "Atlântico" → "atlantico". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text, folded. */
export function foldedWords(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/** Plural endings (folded), longest first: hospitais, eleicoes, cities, hospitales, theatres. */
const PLURAL_ENDINGS = ['oes', 'aes', 'ais', 'eis', 'ois', 'ies', 'es', 's'];

/** A folded word without its plural ending, kept at least three letters long. */
export function stem(word: string): string {
  for (const ending of PLURAL_ENDINGS) {
    if (word.length - ending.length >= 3 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

/**
 * Whether a word of a text (folded) is the reader's word (folded): it starts with the word's stem
 * ("hospital" for "hospitals", "hospitalized" too), or it is a shorter form the stem starts with
 * ("hospit" of "hospitais", "theatr" of "theatres", "cit" of "cities" for "city").
 */
export function wordMatches(textWord: string, queryWord: string): boolean {
  const wanted = stem(queryWord);
  if (textWord.startsWith(wanted)) return true;
  const own = stem(textWord);
  return own.length >= 3 && wanted.startsWith(own) && wanted.length - own.length <= 2;
}

/**
 * The words of a search worth looking for (folded): short ones ("de", "a") only when nothing longer is
 * there, each once.
 */
export function searchTerms(query: string): string[] {
  const words = [...new Set(foldedWords(query))];
  const long = words.filter((word) => word.length >= 3);
  return long.length > 0 ? long : words;
}

/** Whether every word of the query starts a word of `name` (accent- and case-insensitive). */
export function nameMatches(name: string, query: string): boolean {
  const terms = foldedWords(query);
  if (terms.length === 0) return false;
  const words = foldedWords(name);
  return terms.every((term) => words.some((word) => wordMatches(word, term)));
}

/** Whether `name` is what the query says, word for word (accents and case aside). */
export function sameName(name: string, query: string): boolean {
  return foldedWords(name).join(' ') === foldedWords(query).join(' ') && foldedWords(query).length > 0;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** `text` cut into the parts that are the search's words and the parts between them. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || !text) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const word = fold(found[0]);
    if (!terms.some((term) => wordMatches(word, term))) continue;
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
