// A by-id answer in any of the three shapes the public service may use (contract §7): the bare object,
// a one-element array, or the list's own wrapper with one element (`{"categories":[x]}`,
// `{"totalItems":1,"content":[x]}`). The one place the reader unwraps them.

export type ByIdResult =
  | { kind: 'one'; value: unknown }
  | { kind: 'none' }
  /** Several elements where one was expected; `path` names where (e.g. `categories`). */
  | { kind: 'several'; path: string; count: number };

export function unwrapById(body: unknown, listKey?: string): ByIdResult {
  const elements = (list: unknown[], path: string): ByIdResult =>
    list.length === 0
      ? { kind: 'none' }
      : list.length === 1
        ? { kind: 'one', value: list[0] }
        : { kind: 'several', path, count: list.length };
  if (Array.isArray(body)) return elements(body, '(root)');
  if (listKey !== undefined && typeof body === 'object' && body !== null) {
    const list = (body as Record<string, unknown>)[listKey];
    if (Array.isArray(list)) return elements(list, listKey);
  }
  return { kind: 'one', value: body };
}
