// Providers often open a story's body with its summary again (often in bold); the article already shows
// the summary as its standfirst, so a first paragraph that says the same is left out.
const FIRST_PARAGRAPH = /^\s*<p>([\s\S]*?)<\/p>/i;
const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
};

/** Text for comparing: no tags, entities read, quotes and spaces made plain, no closing punctuation. */
export function comparableText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/[“”«»]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.…!?]+$/, '')
    .toLowerCase();
}

/** The body without a first paragraph that only repeats the summary. */
export function withoutRepeatedSummary(html: string, summary: string | undefined): string {
  if (!summary) return html;
  const first = FIRST_PARAGRAPH.exec(html);
  if (!first || comparableText(first[1] ?? '') !== comparableText(summary)) return html;
  return html.slice(first[0].length).replace(/^\s+/, '');
}
