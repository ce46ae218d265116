import { describe, expect, it } from 'vitest';
import {
  actionFor,
  articleIdOf,
  firstPersonOf,
  isTyping,
  SHORTCUTS,
  storyAfter,
  storyIdOf,
} from './shortcuts';

describe('keyboard shortcuts', () => {
  it('maps single keys and pairs, and waits after the first key of a pair', () => {
    expect(actionFor('j', undefined)).toEqual({ action: 'next-story' });
    expect(actionFor('?', undefined)).toEqual({ action: 'help' });
    expect(actionFor('g', undefined)).toEqual({ pending: 'g' });
    expect(actionFor('h', 'g')).toEqual({ action: 'go-home' });
    expect(actionFor('c', 'g')).toEqual({ action: 'go-comics' });
    expect(actionFor('h', undefined)).toEqual({ action: undefined });
    expect(actionFor('x', 'g')).toEqual({ action: undefined });
    expect(actionFor('f', undefined)).toEqual({ action: 'follow-person' });
    expect(actionFor('[', undefined)).toEqual({ action: 'previous-day' });
    expect(actionFor(']', undefined)).toEqual({ action: 'next-day' });
    expect(actionFor('s', undefined)).toEqual({ action: 'save-story' });
    expect(actionFor('m', undefined)).toEqual({ action: 'mark-read' });
    expect(actionFor('v', undefined)).toEqual({ action: 'open-original' });
  });

  it('has one action per key, so the list under ? and the handler agree', () => {
    const keys = SHORTCUTS.map((shortcut) => shortcut.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('knows a card’s story by its title’s link, and an article page’s by its address', () => {
    const story = document.createElement('article');
    story.innerHTML = '<h2><a href="/article/abc%2F1">A title</a></h2>';
    expect(storyIdOf(story)).toBe('abc/1');
    expect(storyIdOf(document.createElement('article'))).toBeUndefined();
    expect(storyIdOf(null)).toBeUndefined();
    expect(articleIdOf('/article/x-9')).toBe('x-9');
    expect(articleIdOf('/article/x-9/')).toBe('x-9');
    expect(articleIdOf('/feed')).toBeUndefined();
    expect(articleIdOf('/article/%E0%A4%A')).toBeUndefined();
  });

  it('finds the story’s first person on its card, and nothing on a card without one', () => {
    const story = document.createElement('article');
    expect(firstPersonOf(story)).toBeUndefined();
    story.setAttribute('data-person-id', 'P7');
    story.setAttribute('data-person-name', 'Grace Castell');
    expect(firstPersonOf(story)).toEqual({ id: 'P7', name: 'Grace Castell' });
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
