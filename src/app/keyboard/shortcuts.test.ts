import { describe, expect, it } from 'vitest';
import { actionFor, isTyping, storyAfter } from './shortcuts';

describe('keyboard shortcuts', () => {
  it('maps single keys and pairs, and waits after the first key of a pair', () => {
    expect(actionFor('j', undefined)).toEqual({ action: 'next-story' });
    expect(actionFor('?', undefined)).toEqual({ action: 'help' });
    expect(actionFor('g', undefined)).toEqual({ pending: 'g' });
    expect(actionFor('h', 'g')).toEqual({ action: 'go-home' });
    expect(actionFor('c', 'g')).toEqual({ action: 'go-comics' });
    expect(actionFor('h', undefined)).toEqual({ action: undefined });
    expect(actionFor('x', 'g')).toEqual({ action: undefined });
  });

  it('never fires while typing in a field or with a modifier', () => {
    const input = document.createElement('input');
    const div = document.createElement('div');
    expect(isTyping({ target: input, altKey: false, ctrlKey: false, metaKey: false })).toBe(true);
    expect(isTyping({ target: div, altKey: false, ctrlKey: true, metaKey: false })).toBe(true);
    expect(isTyping({ target: div, altKey: false, ctrlKey: false, metaKey: false })).toBe(false);
  });

  it('steps from the current story, and starts at the first one on screen', () => {
    const stories = [1, 2, 3].map(() => document.createElement('article'));
    expect(storyAfter(stories, stories[0]!, 1)).toBe(stories[1]);
    expect(storyAfter(stories, stories[1]!, -1)).toBe(stories[0]);
    expect(storyAfter(stories, stories[2]!, 1)).toBeUndefined();
    expect(storyAfter(stories, null, -1)).toBeUndefined();
    expect(storyAfter(stories, null, 1)).toBe(stories[0]);
  });
});
