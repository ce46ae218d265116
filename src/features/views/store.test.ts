import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  MAX_VIEWS,
  mergeViews,
  moveView,
  removeView,
  renameView,
  restoreView,
  MAX_NAME_LENGTH,
  MAX_QUERY_LENGTH,
  saveView,
  toSavedView,
  VIEW_WITHIN,
  viewsStore,
} from './store';
import { interfaceChoiceStore } from '@/lib/i18n';

const sports = { query: 'category=Sports&language=en', within: 'week' as const };
const tennis = { query: 'category=Tennis' };
const names = () => viewsStore.get().map((view) => view.name);

beforeEach(() => viewsStore.set([]));

describe('saved views', () => {
  it('saves a feed once, under a name no other view has, and keeps it in local storage', () => {
    const first = saveView(sports, 'Sports · English · Past week');
    expect('saved' in first).toBe(true);
    expect(saveView(sports, 'Again')).toEqual({ existing: viewsStore.get()[0] });
    saveView(tennis, 'Sports · English · Past week');
    expect(names()).toEqual(['Sports · English · Past week', 'Sports · English · Past week (2)']);
    const stored = JSON.parse(localStorage.getItem('gazette.views')!) as { query: string; within?: string }[];
    expect(stored.map(({ query, within }) => ({ query, within }))).toEqual([
      sports,
      { query: 'category=Tennis', within: undefined },
    ]);
  });

  it('names a view saved without a name in the interface language', () => {
    interfaceChoiceStore.set('es');
    try {
      saveView(sports, '   ');
      saveView(tennis, '');
      expect(names()).toEqual(['Noticias', 'Noticias (2)']);
    } finally {
      interfaceChoiceStore.set('');
    }
  });

  it('renames with a trimmed name and refuses an empty one', () => {
    saveView(sports, 'Sports');
    const { id } = viewsStore.get()[0]!;
    expect(renameView(id, '  My sports  ')).toBe(true);
    expect(renameView(id, '   ')).toBe(false);
    expect(names()).toEqual(['My sports']);
  });

  it('moves a view up and down, not past either end', () => {
    saveView(sports, 'A');
    saveView(tennis, 'B');
    saveView({ query: 'tag=goal' }, 'C');
    const c = viewsStore.get()[2]!.id;
    expect(moveView(c, 1)).toBeUndefined();
    expect(moveView(c, -1)).toBe(1);
    expect(moveView(c, -1)).toBe(0);
    expect(moveView(c, -1)).toBeUndefined();
    expect(names()).toEqual(['C', 'A', 'B']);
  });

  it('puts a deleted view back where it was', () => {
    saveView(sports, 'A');
    saveView(tennis, 'B');
    saveView({ query: 'tag=goal' }, 'C');
    const removed = removeView(viewsStore.get()[1]!.id)!;
    expect(names()).toEqual(['A', 'C']);
    restoreView(removed);
    expect(names()).toEqual(['A', 'B', 'C']);
    // Undo twice does not make two.
    restoreView(removed);
    expect(names()).toEqual(['A', 'B', 'C']);
  });

  it('merges imported views after the reader’s own, never repeating a saved feed', () => {
    saveView(sports, 'Mine');
    const result = mergeViews([
      { ...sports, name: 'Theirs' },
      { ...tennis, name: 'Mine' },
      { ...tennis, name: 'Tennis again' },
    ]);
    expect(result).toEqual({ added: 1, alreadySaved: 2, leftOut: 0 });
    expect(names()).toEqual(['Mine', 'Mine (2)']);
  });

  it('keeps at most MAX_VIEWS views', () => {
    const many = Array.from({ length: MAX_VIEWS + 3 }, (_, index) => ({
      query: `tag=t${index}`,
      name: `T${index}`,
    }));
    expect(mergeViews(many)).toEqual({ added: MAX_VIEWS, alreadySaved: 0, leftOut: 3 });
    expect(saveView(tennis, 'One more')).toEqual({ full: true });
  });

  it('drops stored entries that do not parse, or repeat, instead of failing', () => {
    localStorage.setItem(
      'gazette.views',
      JSON.stringify([
        { id: 'a', name: 'Kept', query: 'tag=a' },
        { id: 'b', name: '', query: 'tag=b' },
        { id: 'c', name: 'Same feed', query: 'tag=a' },
        { id: 'd', name: 'Bad time', query: 'tag=d', within: 'year' },
        'junk',
      ]),
    );
    const stop = viewsStore.subscribe(() => {});
    window.dispatchEvent(new StorageEvent('storage', { key: 'gazette.views' }));
    stop();
    expect(names()).toEqual(['Kept']);
  });
});

describe('a stored view, checked without zod', () => {
  // The rules a stored view follows, as zod reads them (what the store used before decision 0048).
  const savedViewSchema = z.object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_LENGTH)),
    query: z.string().check(z.maxLength(MAX_QUERY_LENGTH)),
    within: z.optional(z.enum(VIEW_WITHIN)),
  });
  const valid = { id: 'v1', name: '  Sport  ', query: 'category=Sports', within: 'week', extra: 1 };
  const cases: unknown[] = [
    valid,
    { id: 'v1', name: 'Sport', query: '' },
    null,
    [],
    'junk',
    { ...valid, id: '' },
    { ...valid, id: 'x'.repeat(65) },
    { ...valid, id: 7 },
    { ...valid, name: '   ' },
    { ...valid, name: 'n'.repeat(MAX_NAME_LENGTH + 1) },
    { ...valid, name: ` ${'n'.repeat(MAX_NAME_LENGTH)} ` },
    { ...valid, name: undefined },
    { ...valid, query: 'q'.repeat(MAX_QUERY_LENGTH + 1) },
    { ...valid, query: null },
    { ...valid, within: 'year' },
    { ...valid, within: null },
    { ...valid, within: undefined },
  ];

  it.each(cases.map((raw) => [JSON.stringify(raw)?.slice(0, 60), raw] as const))(
    'reads %s as the schema does',
    (_text, raw) => {
      const parsed = savedViewSchema.safeParse(raw);
      expect(toSavedView(raw)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
