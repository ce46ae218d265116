// The list syntax of `Accept` and `Accept-Encoding` (RFC 9110 §12.5): comma-separated values, each with an
// optional quality weight. Read once here for the server's two negotiations: the page's and the API's
// compression (`negotiateEncoding`) and a photograph's format (the media route).

/**
 * Each value the header names (lower case) with its quality: 1 when it gives none, 0 when its `q` is not a
 * number. A value named twice keeps its last weight.
 */
export function acceptedQualities(header: string | readonly string[]): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (typeof header === 'string' ? header : header.join(',')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return accepted;
}

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli over gzip), honouring `q=0`; undefined = identity. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepted = acceptedQualities(header);
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

/** Whether a request takes HTML: a browser's navigation (or a client that names no `Accept` at all). */
export function acceptsHtml(request: { headers: { accept?: string } }): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
