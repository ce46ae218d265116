// The partner credentials cleaned out of an upstream answer in every spelling a string can carry them in.
import { describe, expect, it } from 'vitest';
import { REDACTED, SecretScrubError, secretScrubber } from './scrub-secrets';

const KEY = 'secret123';
const PUBLISHER = 'pub42';
const scrubber = secretScrubber([PUBLISHER, KEY]);

/** Every spelling of a secret, in any case of the hex, that must not survive. */
function spellings(secret: string): string[] {
  const upper = encodeURIComponent(secret);
  const everyChar = [...secret].map((ch) => `%${ch.charCodeAt(0).toString(16)}`).join('');
  return [
    secret,
    upper,
    everyChar,
    everyChar.toUpperCase(),
    everyChar.replace(/%/g, '%25'),
    [...secret].map((ch) => `&#${ch.charCodeAt(0)};`).join(''),
    [...secret].map((ch) => `&#x${ch.charCodeAt(0).toString(16)};`).join(''),
  ];
}

/** True when the text still carries a secret in a spelling a reader could turn back into it. */
function carries(text: string, secret: string): boolean {
  let decoded = text;
  for (let i = 0; i < 4; i += 1) {
    try {
      decoded = decodeURIComponent(decoded.replace(/\+/g, ' '));
    } catch {
      break;
    }
  }
  decoded = decoded.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
  decoded = decoded.replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)));
  return text.includes(secret) || decoded.includes(secret);
}

describe('secretScrubber', () => {
  it('passes an answer without a secret through as the same text, escapes and all', () => {
    const text =
      '{"title":"a \\"quoted\\" \\u00e9 title","url":"https://img.example/a.jpg?w=3&key2=x","n":1}';
    expect(scrubber.scrubJson(text)).toBe(text);
  });

  it('removes the credential parameters from URLs and keeps every other parameter verbatim', () => {
    expect(scrubber.scrubString(`https://img.example/a.jpg?publisherId=${PUBLISHER}&key=${KEY}`)).toBe(
      'https://img.example/a.jpg',
    );
    expect(scrubber.scrubString(`https://img.example/a.jpg?w=300&key=${KEY}&q=a%20b#top`)).toBe(
      'https://img.example/a.jpg?w=300&q=a%20b#top',
    );
    expect(scrubber.scrubString(`/mediaApi/v1.0/content?key=${KEY}&offset=20`)).toBe(
      '/mediaApi/v1.0/content?offset=20',
    );
    // Named otherwise, or the name encoded: a parameter that carries a secret goes too.
    expect(scrubber.scrubString(`https://x.example/p?sig=${KEY}&a=1`)).toBe('https://x.example/p?a=1');
    expect(scrubber.scrubString(`https://x.example/p?%6Bey=${KEY}&a=1`)).toBe('https://x.example/p?a=1');
    // In HTML, with `&amp;` between parameters.
    expect(
      scrubber.scrubString(`<img src="https://x.example/i.jpg?publisherId=${PUBLISHER}&amp;key=${KEY}"> ok?`),
    ).toBe('<img src="https://x.example/i.jpg"> ok?');
  });

  it('replaces a secret outside a query, in every spelling', () => {
    for (const secret of [KEY, PUBLISHER])
      for (const spelling of spellings(secret)) {
        const cleaned = scrubber.scrubString(`before ${spelling} after /path/${spelling}/x`);
        expect(carries(cleaned, secret), spelling).toBe(false);
        expect(cleaned, spelling).toContain(REDACTED);
        expect(cleaned.startsWith('before ')).toBe(true);
      }
    expect(scrubber.scrubString(KEY)).toBe(REDACTED);
  });

  it('handles form encoding and a space in a secret', () => {
    const spaced = secretScrubber(['a key/with €']);
    for (const spelling of [
      'a key/with €',
      new URLSearchParams({ x: 'a key/with €' }).toString().slice(2),
      encodeURIComponent('a key/with €'),
      encodeURIComponent('a key/with €').toLowerCase(),
      encodeURI('a key/with €'),
    ]) {
      const cleaned = spaced.scrubString(`text ${spelling} text`);
      expect(carries(cleaned, 'a key/with €'), spelling).toBe(false);
    }
  });

  it('walks keys and values of the parsed answer, including JSON escapes in the text', () => {
    const answer = {
      [KEY]: 'field named by the key',
      content: [
        { title: `echo ${KEY}`, images: { mainImage: { url: `https://i/x.jpg?key=${KEY}`, width: 1 } } },
      ],
      next: `?offset=20&publisherId=${PUBLISHER}&key=${encodeURIComponent(KEY)}`,
      n: 42,
      ok: true,
      nothing: null,
    };
    const cleaned = JSON.parse(scrubber.scrubJson(JSON.stringify(answer)));
    expect(cleaned).toEqual({
      [REDACTED]: 'field named by the key',
      content: [{ title: `echo ${REDACTED}`, images: { mainImage: { url: 'https://i/x.jpg', width: 1 } } }],
      next: '?offset=20',
      n: 42,
      ok: true,
      nothing: null,
    });
    const proto = `{"__proto__":{"a":"${KEY}"},"b":1}`;
    expect(scrubber.scrubJson(proto)).toBe(`{"__proto__":{"a":"${REDACTED}"},"b":1}`);
    const escaped = '{"title":"\\u0073ecret123 and pub\\u0034\\u0032"}';
    expect(JSON.parse(scrubber.scrubJson(escaped))).toEqual({ title: `${REDACTED} and ${REDACTED}` });
  });

  it('finds a secret with characters JSON escapes, and drops a numeric publisher id echoed in its own field', () => {
    const quoted = secretScrubber(['k"e\\y', '123456']);
    const text = JSON.stringify({ a: 'x k"e\\y x', publisherId: 123456, totalItems: 123456 });
    expect(JSON.parse(quoted.scrubJson(text))).toEqual({ a: `x ${REDACTED} x`, totalItems: 123456 });
  });

  it('refuses what it cannot clean: two fields that would merge, a nesting too deep to walk', () => {
    expect(() => scrubber.scrubJson(JSON.stringify({ [KEY]: 1, [REDACTED]: 2 }))).toThrow(SecretScrubError);
    const deep = `${'['.repeat(200_000)}"${KEY}"${']'.repeat(200_000)}`;
    let parsedDeep = true;
    try {
      JSON.parse(deep);
    } catch {
      parsedDeep = false;
    }
    // Only meaningful where the engine parses what it cannot walk recursively.
    if (parsedDeep) expect(() => scrubber.scrubJson(deep)).toThrow(SecretScrubError);
  });

  it('with no secrets configured, changes nothing', () => {
    const none = secretScrubber([undefined, '']);
    expect(none.scrubJson(`{"a":"${KEY}"}`)).toBe(`{"a":"${KEY}"}`);
  });

  it('checks a large clean answer in a few milliseconds, without parsing it', () => {
    const items = Array.from({ length: 2_000 }, (_, i) => ({
      title: `Story ${i} about 100% of things & more`,
      url: `https://img.example/content/${i}/main.jpg?w=300&h=200`,
    }));
    const text = JSON.stringify({ content: items });
    const started = performance.now();
    for (let i = 0; i < 10; i += 1) expect(scrubber.scrubJson(text)).toBe(text);
    const perCall = (performance.now() - started) / 10;
    expect(perCall).toBeLessThan(50);
  });
});
