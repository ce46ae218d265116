import { afterEach, describe, expect, it } from 'vitest';
import { favouritesFirst, favouritesStore, parseFavourites, toggleFavourite } from './favourites';

const strip = (theme: string) => ({ theme });

afterEach(() => {
  favouritesStore.set([]);
  localStorage.clear();
});

describe('My comics', () => {
  it('puts the favourites first in the order they were added, the rest as the server sent them', () => {
    const day = ['DILBERT', 'GARFIELD', 'PEANUTS', 'PEARLS', 'ARGYLE'].map(strip);
    expect(favouritesFirst(day, ['Pearls', 'Garfield']).map((comic) => comic.theme)).toEqual([
      'PEARLS',
      'GARFIELD',
      'DILBERT',
      'PEANUTS',
      'ARGYLE',
    ]);
    expect(favouritesFirst(day, []).map((comic) => comic.theme)).toEqual(day.map((comic) => comic.theme));
  });

  it('adds, removes and keeps them in localStorage', () => {
    toggleFavourite('Peanuts');
    toggleFavourite('Dilbert');
    expect(favouritesStore.get()).toEqual(['Peanuts', 'Dilbert']);
    expect(JSON.parse(localStorage.getItem('gazette.comics.favourites') ?? 'null')).toEqual([
      'Peanuts',
      'Dilbert',
    ]);
    toggleFavourite('Peanuts');
    expect(favouritesStore.get()).toEqual(['Dilbert']);
  });

  it('reads what is stored leniently: names in any case or number, unknown and repeated names dropped', () => {
    expect(parseFavourites(['peanut', 'GARFIELD', 'Nope', 'Peanuts'])).toEqual(['Peanuts', 'Garfield']);
    expect(parseFavourites('garbage')).toEqual([]);
    expect(parseFavourites(undefined)).toEqual([]);
  });
});
