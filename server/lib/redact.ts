// Keeps secrets out of logs: partner keys, and the reader's user id, which is a bearer secret (whoever holds
// it reads and changes that reader's follows). With optOut=true nothing identifying the reader is logged.
//
// The URL is read as the server reads it (each path segment and query name and value decoded), never by
// matching its spelling: `user%49d=`, `%75serId=`, `/%75ser/<id>` and `/settings?user=<id>` all name the
// reader. Secrets are then redacted by value as well, wherever else in the URL the same value appears.

/** Query parameters whose value is a secret, lower case (`user` is the device link: `/settings?user=`). */
const SECRET_PARAMS = new Set(['key', 'publisherid', 'userid', 'user']);
/** A path segment after which the next one names a reader (`/user/{id}`, the API's and the reader's). */
const USER_SEGMENT = 'user';
const REDACTED = '[redacted]';

function decode(text: string, plus = false): string {
  try {
    return decodeURIComponent(plus ? text.replace(/\+/g, ' ') : text);
  } catch {
    return text;
  }
}

interface ReadUrl {
  segments: string[];
  pairs: { name: string; value: string; bare: boolean }[];
}

function read(url: string): ReadUrl {
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  const query = question === -1 ? '' : url.slice(question + 1).split('#', 1)[0]!;
  return {
    segments: path.split('/').map((segment) => decode(segment)),
    pairs: query
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const equals = pair.indexOf('=');
        return equals === -1
          ? { name: decode(pair, true), value: '', bare: true }
          : {
              name: decode(pair.slice(0, equals), true),
              value: decode(pair.slice(equals + 1), true),
              bare: false,
            };
      }),
  };
}

function optedOutIn(pairs: ReadUrl['pairs']): boolean {
  return pairs.some((pair) => pair.name.toLowerCase() === 'optout' && pair.value.toLowerCase() === 'true');
}

const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/%40/g, '@').replace(/%3A/g, ':');
/** Written as itself, not percent-encoded, so a reader of the log sees where a secret was. */
const write = (text: string, encode: (text: string) => string) =>
  text === REDACTED ? REDACTED : text.split(REDACTED).map(encode).join(REDACTED);

/** The URL with every secret replaced by `[redacted]`, written in its canonical spelling. */
export function redactUrl(url: string): string {
  const { segments, pairs } = read(url);
  const optedOut = optedOutIn(pairs);
  const secrets = new Set<string>();
  const path = segments.map((segment, index) => {
    const previous = segments[index - 1];
    if (previous?.toLowerCase() !== USER_SEGMENT || segment === '') return segment;
    secrets.add(segment);
    return REDACTED;
  });
  const query = pairs.map((pair) => {
    const name = pair.name.toLowerCase();
    if (pair.value === '' || !(SECRET_PARAMS.has(name) || (optedOut && name === 'aid'))) return pair;
    secrets.add(pair.value);
    return { ...pair, value: REDACTED };
  });
  // The same values anywhere else (a second parameter, a path segment): a short one would blank out
  // half the URL and is left where it is not a secret's own place.
  const hide = (text: string) => {
    let out = text;
    for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
    return out;
  };
  const written = path.map((segment) => write(hide(segment), encodeSegment)).join('/');
  if (query.length === 0) return written;
  return `${written}?${query
    .map((pair) => {
      const name = write(hide(pair.name), encodeURIComponent);
      return pair.bare ? name : `${name}=${write(hide(pair.value), encodeURIComponent)}`;
    })
    .join('&')}`;
}

/** Whether the request asks for nothing about it to be recorded (then its address is not logged either). */
export function optedOut(url: string): boolean {
  return optedOutIn(read(url).pairs);
}

/** pino's request serializer: method, the redacted URL, and the client address unless opted out. */
export function serializeRequest(request: { method: string; url: string; ip?: string }) {
  return optedOut(request.url)
    ? { method: request.method, url: redactUrl(request.url) }
    : { method: request.method, url: redactUrl(request.url), ip: request.ip };
}
