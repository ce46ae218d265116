import { afterEach, describe, expect, it } from 'vitest';
import {
  EMPTY_FOLLOWS,
  FOLLOWS_KEY,
  followsStore,
  hasMutedWord,
  isFollowed,
  isMuted,
  mergeLocalFollows,
  muteWord,
  parseLocalFollows,
  toggleFollow,
  toggleMuteProvider,
  unmuteWord,
} from './follows';

afterEach(() => {
  followsStore.set(EMPTY_FOLLOWS);
  localStorage.clear();
});

const story = (contentSource: string, title: string, summary?: string) => ({ contentSource, title, summary });

describe('the reader’s follows and mutes', () => {
  it('follows and unfollows a provider, topic or category, kept under a versioned key', () => {
    expect(toggleFollow('provider', { id: 'pitchside', name: 'Pitchside' })).toBe(true);
    expect(toggleFollow('topic', { id: 'Climate', name: 'Climate' })).toBe(true);
    expect(isFollowed(followsStore.get(), 'provider', 'PITCHSIDE')).toBe(true);
    expect(JSON.parse(localStorage.getItem(FOLLOWS_KEY) ?? 'null')).toMatchObject({
      provider: [{ id: 'pitchside', name: 'Pitchside' }],
      topic: [{ id: 'Climate', name: 'Climate' }],
    });
    expect(toggleFollow('provider', { id: 'Pitchside', name: 'Pitchside' })).toBe(false);
    expect(followsStore.get().provider).toEqual([]);
    expect(followsStore.get().topic).toHaveLength(1);
  });

  it('tells every subscriber at once', () => {
    let calls = 0;
    const stop = followsStore.subscribe(() => (calls += 1));
    toggleFollow('category', { id: 'Sports', name: 'Deportes' });
    stop();
    toggleFollow('category', { id: 'Sports', name: 'Deportes' });
    expect(calls).toBe(1);
  });

  it('reads damaged or foreign storage as nothing, keeping the entries that parse', () => {
    expect(parseLocalFollows('garbage')).toEqual(EMPTY_FOLLOWS);
    expect(parseLocalFollows(null)).toEqual(EMPTY_FOLLOWS);
    expect(
      parseLocalFollows({
        provider: [{ id: 'a', name: 'A' }, { id: 'A', name: 'again' }, { id: '' }, 7],
        mutedWords: ['  bet ', 'BET', '', '…'],
      }),
    ).toEqual({ ...EMPTY_FOLLOWS, provider: [{ id: 'a', name: 'A' }], mutedWords: ['bet'] });
  });

  it('hides a muted provider’s stories and a muted word’s, as whole words, accents and case aside', () => {
    toggleMuteProvider({ id: 'tabloid', name: 'The Tabloid' });
    expect(muteWord('Transfer window')).toBe('muted');
    expect(muteWord('transfer WINDOW')).toBe('already');
    expect(muteWord('  ')).toBe('empty');
    expect(muteWord('bet')).toBe('muted');
    const follows = followsStore.get();
    expect(isMuted(story('Tabloid', 'Anything'), follows)).toBe(true);
    expect(isMuted(story('pitchside', 'The transfer window closes'), follows)).toBe(true);
    expect(isMuted(story('pitchside', 'Quiet day', 'Clubs eye the TRANSFER window'), follows)).toBe(true);
    expect(isMuted(story('pitchside', 'A better window for transfers'), follows)).toBe(false);
    expect(isMuted(story('pitchside', 'Bet on it'), follows)).toBe(true);
    expect(hasMutedWord('Elecciones en São Paulo', ['sao paulo'])).toBe(true);
    unmuteWord('BET');
    expect(isMuted(story('pitchside', 'Bet on it'), followsStore.get())).toBe(false);
    toggleMuteProvider({ id: 'TABLOID', name: 'The Tabloid' });
    expect(isMuted(story('tabloid', 'Anything'), followsStore.get())).toBe(false);
  });

  it('merges imported follows without repeating one already here', () => {
    toggleFollow('provider', { id: 'pitchside', name: 'Pitchside' });
    muteWord('bet');
    const result = mergeLocalFollows({
      ...EMPTY_FOLLOWS,
      provider: [
        { id: 'Pitchside', name: 'Pitchside' },
        { id: 'wire', name: 'The Wire' },
      ],
      mutedWords: ['BET', 'gossip'],
    });
    expect(result).toEqual({ added: 2, already: 2, leftOut: 0 });
    expect(followsStore.get().provider.map((entry) => entry.id)).toEqual(['pitchside', 'wire']);
    expect(followsStore.get().mutedWords).toEqual(['bet', 'gossip']);
  });
});
