// Cleans an upstream's JSON answer of the partner credentials before it becomes an API answer (and so a
// page, a cached page or a feed, which are all made of API answers). An upstream that echoes its query —
// a signed image URL, a `next` link, a field equal to the key — would otherwise publish the key.
//
// One pattern per secret matches every spelling a string can carry it in: each character raw, or
// percent-encoded (once or more, hex in either case), `+` for a space (form encoding), or as an HTML
// character reference. The raw body text is checked first (with JSON `\uXXXX` escapes as a further
// spelling), so the common answer — no secret anywhere — costs one scan and no second parse.

/** What a secret is replaced with outside a URL's query (URL-safe, so a link stays a link). */
export const REDACTED = 'redacted';

/** Query parameter names dropped from any URL that carries a secret (compared case-insensitively). */
const CREDENTIAL_NAMES = new Set(['key', 'publisherid']);

/** Marks a `?` whose parameters were all dropped (private-use characters, removed again at once). */
const EMPTIED_QUERY = '\uE000\uE001';

/** The cleaning cannot be done with confidence: the answer must be refused, not passed on. */
export class SecretScrubError extends Error {}

const hexCase = (hex: string) =>
  [...hex]
    .map((digit) => (/[a-f]/i.test(digit) ? `[${digit.toLowerCase()}${digit.toUpperCase()}]` : digit))
    .join('');

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The alternatives one character may be spelled as. */
function characterPattern(ch: string, inJsonText: boolean): string {
  const bytes = [...Buffer.from(ch, 'utf8')].map((byte) => byte.toString(16).padStart(2, '0'));
  // Percent-encoded once or more (`%2573` is `%73` encoded again).
  const percent = bytes.map((hex) => `%(?:25)*${hexCase(hex)}`).join('');
  const code = ch.codePointAt(0) as number;
  const alternatives = [escapeRegex(ch), percent, `&#0*${code};`, `&#[xX]0*${hexCase(code.toString(16))};`];
  if (ch === ' ') alternatives.push('\\+');
  if (inJsonText) {
    // In the raw JSON text a character may also be a `\uXXXX` escape (and `/` may be `\/`).
    if (code <= 0xffff) alternatives.push(`\\\\u${hexCase(code.toString(16).padStart(4, '0'))}`);
    if (ch === '/') alternatives.push('\\\\/');
    // `"` and `\` are always escaped there (`\"`, `\\`), control characters too.
    const escaped = JSON.stringify(ch).slice(1, -1);
    if (escaped !== ch) alternatives.push(escapeRegex(escaped));
  }
  return `(?:${alternatives.join('|')})`;
}

function secretPattern(secret: string, inJsonText: boolean): string {
  return [...secret].map((ch) => characterPattern(ch, inJsonText)).join('');
}

/** Decodes percent-escapes (tolerating stray `%`) and `+`, as many times as they nest. */
function fullyDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 8; round += 1) {
    const next = current
      .replace(/\+/g, ' ')
      .replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      })
      .replace(
        /&#(?:[xX]([0-9a-fA-F]+)|(\d+));/g,
        (entity, hex: string | undefined, dec: string | undefined) => {
          const code = hex ? parseInt(hex, 16) : Number(dec);
          return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
        },
      );
    if (next === current) return current;
    current = next;
  }
  return current;
}

export interface SecretScrubber {
  /**
   * The answer's JSON text with every secret removed: the same text when none is in it, else the parsed
   * answer, cleaned, serialised again. Throws `SecretScrubError` when it cannot clean it (the caller
   * refuses the answer); the text must be valid JSON.
   */
  scrubJson(text: string): string;
  /** One string cleaned (URLs lose their credential parameters; elsewhere the secret is replaced). */
  scrubString(value: string): string;
}

/** A scrubber for these secrets (empty ones ignored); with none, answers pass unchanged. */
export function secretScrubber(secrets: readonly (string | undefined)[]): SecretScrubber {
  const kept = [...new Set(secrets.filter((secret): secret is string => !!secret))].sort(
    (a, b) => b.length - a.length,
  );
  if (kept.length === 0) return { scrubJson: (text) => text, scrubString: (value) => value };
  // Longest first, so a secret that contains another is removed whole.
  const inText = new RegExp(kept.map((secret) => secretPattern(secret, true)).join('|'));
  const inValue = new RegExp(kept.map((secret) => secretPattern(secret, false)).join('|'), 'g');
  const inValueOnce = new RegExp(inValue.source);

  const leaks = (value: string) => {
    if (inValueOnce.test(value)) return true;
    // Only an escape can hide a spelling the pattern does not know.
    if (!/[%&+]/.test(value)) return false;
    const decoded = fullyDecoded(value);
    return kept.some((secret) => decoded.includes(secret));
  };

  /** Drops every query parameter named like a credential or carrying a secret; keeps the rest verbatim. */
  const withoutCredentialParams = (value: string): string =>
    value
      .replace(/([?&])([^?&#\s"'<>]*)/g, (piece, separator: string, pair: string) => {
        const [name = ''] = pair.split('=', 1);
        let decodedName = name;
        try {
          decodedName = decodeURIComponent(name.replace(/\+/g, ' '));
        } catch {
          // A malformed escape: judge the name as written.
        }
        if (!CREDENTIAL_NAMES.has(decodedName.trim().toLowerCase()) && !leaks(pair)) return piece;
        return separator === '?' ? EMPTIED_QUERY : '';
      })
      // A dropped first parameter leaves `?&next`; a query with none left loses its `?`.
      .replace(/\uE000\uE001&*(?=[#\s"'<>]|$)/g, '')
      .replace(/\uE000\uE001&*/g, '?');

  const scrubString = (value: string): string => {
    if (!leaks(value)) return value;
    let cleaned = /[?&]/.test(value) ? withoutCredentialParams(value) : value;
    // Replacing can, in principle, join text into a new occurrence, and a spelling the pattern does not
    // know (an entity inside a percent-escape) is only found decoded: repeat until none is left.
    for (let round = 0; round < 4 && leaks(cleaned); round += 1) {
      cleaned = cleaned.replace(inValue, REDACTED);
      if (leaks(cleaned))
        cleaned = kept.reduce((text, secret) => text.split(secret).join(REDACTED), fullyDecoded(cleaned));
    }
    if (leaks(cleaned)) throw new SecretScrubError('a credential could not be removed from the answer');
    return cleaned;
  };

  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return scrubString(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      // No prototype: a field named `__proto__` stays a field, as JSON.parse made it.
      const out = Object.create(null) as Record<string, unknown>;
      for (const [name, member] of Object.entries(value)) {
        // A credential echoed as a number (a numeric publisher id) in a field named for it: dropped.
        if (
          typeof member === 'number' &&
          CREDENTIAL_NAMES.has(name.toLowerCase()) &&
          kept.includes(String(member))
        )
          continue;
        const cleanName = scrubString(name);
        if (Object.hasOwn(out, cleanName))
          throw new SecretScrubError('cleaning a credential out of the answer would merge two of its fields');
        out[cleanName] = walk(member);
      }
      return out;
    }
    return value;
  };

  return {
    scrubString,
    scrubJson(text) {
      if (!inText.test(text)) {
        const decoded = fullyDecoded(text);
        if (!kept.some((secret) => decoded.includes(secret))) return text;
      }
      let cleaned: unknown;
      try {
        cleaned = walk(JSON.parse(text));
      } catch (error) {
        // A nesting too deep to walk is as unsafe to pass on as an unremovable secret.
        if (error instanceof SecretScrubError || error instanceof RangeError)
          throw error instanceof SecretScrubError
            ? error
            : new SecretScrubError('the answer is nested too deeply');
        throw error;
      }
      return JSON.stringify(cleaned);
    },
  };
}
