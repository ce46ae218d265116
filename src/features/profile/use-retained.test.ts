import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useRetained } from './use-retained';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

describe('useRetained', () => {
  it('keeps rows that left the list, appends new ones, and starts afresh on a new key', () => {
    const { result, rerender } = renderHook(({ items, key }) => useRetained(items, key), {
      initialProps: { items: [a, b] as { id: string }[] | undefined, key: 'x' },
    });
    expect(result.current).toEqual([a, b]);
    rerender({ items: [b], key: 'x' });
    expect(result.current).toEqual([a, b]);
    rerender({ items: [b, c], key: 'x' });
    expect(result.current).toEqual([a, b, c]);
    rerender({ items: undefined, key: 'y' });
    expect(result.current).toEqual([]);
    rerender({ items: [c], key: 'y' });
    expect(result.current).toEqual([c]);
  });
});
