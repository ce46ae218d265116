// The page as a document: the built index.html split where the server's rendering goes, React's page (made
// in one go, or its stream) written into it (its hoisted head tags into <head>), the dehydrated state after
// it, and the page that sends its reader on when a redirect is known only after the head went out
// (docs/rendering.md).
import { PassThrough, Writable } from 'node:stream';
import type { RenderedPage } from '../../src/entry-server';

/** What goes into `<div id="root">`; the built index.html has it empty. */
const ROOT_MARKER = '<div id="root"></div>';

/** index.html's own title and description: what a page the server could not render keeps. */
const DEFAULT_HEAD_TAGS = /\s*<title>[^<]*<\/title>|\s*<meta name="description"[^>]*>/g;

/**
 * The tags React hoists (a page's title, meta, canonical and preload links) come first in its stream;
 * they belong in <head>. React escapes `<` and `>` in text and attributes, so none can hide in a value.
 */
const LEADING_HOISTABLES = /^(?:<(?:meta|link)\b[^>]*>|<title>[^<]*<\/title>)+/;

export interface TemplateParts {
  /** Everything before `</head>`, without the default title and description. */
  head: string;
  /** The default title and description, for a page rendered without React's. */
  defaults: string;
  /** From `</head>` to the opening of `<div id="root">`. */
  body: string;
  /** After `<div id="root">`'s content. */
  tail: string;
}

/**
 * The rest of the page after its head, with the unrendered app (the browser renders it and asks for its
 * data itself); `inRoot`: what a reader without JavaScript sees meanwhile.
 */
export function unrendered(parts: TemplateParts, inRoot = ''): string {
  return `${parts.defaults}${parts.body}${inRoot}</div>${parts.tail}`;
}

/** The rest of a page that sends its reader on to `location` (a redirect decided after its head went out). */
export function onwards(parts: TemplateParts, location: string): string {
  const href = location.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const meta = `<meta http-equiv="refresh" content="0; url=${href}">`;
  return `${parts.defaults}${meta}${parts.body}</div><p><a href="${href}">${href}</a></p>${parts.tail}`;
}

/** Splits the built index.html where the server's rendering goes. */
export function splitTemplate(template: string): TemplateParts | undefined {
  const root = template.indexOf(ROOT_MARKER);
  const headEnd = template.indexOf('</head>');
  if (root === -1 || headEnd === -1 || headEnd > root) return undefined;
  const head = template.slice(0, headEnd);
  return {
    head: head.replace(DEFAULT_HEAD_TAGS, ''),
    defaults: (head.match(DEFAULT_HEAD_TAGS) ?? []).join(''),
    body: template.slice(headEnd, root) + '<div id="root">',
    tail: template.slice(root + ROOT_MARKER.length),
  };
}

/**
 * Splits the start of React's stream into the hoisted head tags and the page itself; `undefined` while
 * the bytes so far could still end inside a hoisted tag. Bytes are read as latin1: the tags' delimiters
 * are ASCII, and the split falls between tags, never inside a character.
 */
export function takeHoistables(start: Buffer, ended = false): { hoisted: Buffer; rest: Buffer } | undefined {
  const text = start.toString('latin1');
  const length = LEADING_HOISTABLES.exec(text)?.[0].length ?? 0;
  const rest = text.slice(length);
  if (!ended && (rest.length < 7 || /^<(?:meta|link|title)\b/.test(rest))) return undefined;
  return { hoisted: start.subarray(0, length), rest: start.subarray(length) };
}

const STATE_SCRIPT = (state: string) =>
  `<script type="application/json" id="gazette-state">${state}</script>`;

/**
 * The rest of a page React rendered in one go (`page.html`), after its head: the hoisted tags into the
 * head, the app, the dehydrated state and the rest of index.html — the same text its stream makes.
 */
function restInOneGo(html: string, state: string, parts: TemplateParts): string {
  const hoisted = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return `${hoisted || parts.defaults}${parts.body}${html.slice(hoisted.length)}</div>${STATE_SCRIPT(state)}${parts.tail}`;
}

/** The whole page, when React rendered it in one go; undefined when it streams (gatherPage then). */
export function pageInOneGo(head: string, page: RenderedPage, parts: TemplateParts): Buffer | undefined {
  if (page.html === undefined) return undefined;
  return Buffer.from(head + restInOneGo(page.html, page.state, parts));
}

/**
 * Writes React's stream of a page into `out` after the page's head (already written), and ends it with
 * the dehydrated state and the rest of index.html. The head stays open until React's first tags are in:
 * its hoisted ones (title, meta, links) go into it.
 */
export function writePage(page: RenderedPage, out: PassThrough, parts: TemplateParts): void {
  if (page.html !== undefined) {
    out.end(restInOneGo(page.html, page.state, parts));
    return;
  }
  let opened = false;
  let start = Buffer.alloc(0);
  const openBody = (ended: boolean) => {
    const split = takeHoistables(start, ended);
    if (!split) return;
    opened = true;
    out.write(split.hoisted.length > 0 ? split.hoisted : parts.defaults);
    out.write(parts.body);
    out.write(split.rest);
  };
  // React's stream goes straight into the page (a Writable of its own, not a PassThrough read back).
  const app$ = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (opened) out.write(chunk);
      else {
        start = Buffer.concat([start, chunk]);
        openBody(false);
      }
      done();
    },
    final(done) {
      if (!opened) openBody(true);
      out.end(`</div>${STATE_SCRIPT(page.state)}${parts.tail}`);
      done();
    },
  });
  page.pipe(app$);
}

/** The page written into a stream of its own and gathered as it comes: `chunks` so far, `whole` at its end. */
export function gatherPage(head: string, page: RenderedPage, parts: TemplateParts) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  const gather = (chunk: Buffer) => chunks.push(chunk);
  stream.on('data', gather);
  const whole = new Promise<Buffer>((resolve, reject) =>
    stream.once('end', () => resolve(Buffer.concat(chunks))).once('error', reject),
  );
  stream.write(head);
  writePage(page, stream, parts);
  return { stream, chunks, whole, stopGathering: () => stream.off('data', gather) };
}
