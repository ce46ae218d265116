// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { highlightParts, nameMatches, sameName, searchTerms, wordMatches } from './search-words';

const marked = (text: string, query: string) =>
  highlightParts(text, searchTerms(query))
    .filter((part) => part.match)
    .map((part) => part.text);

describe('search words', () => {
  it('finds a singular from its plural and a plural from its singular, in en, es and pt', () => {
    expect(marked('New hospital opens in Millbridge', 'hospitals')).toEqual(['hospital']);
    expect(marked('Two hospitals close', 'hospital')).toEqual(['hospitals']);
    expect(marked('Los hospitales de la ciudad', 'hospital')).toEqual(['hospitales']);
    expect(marked('Os hospitais da cidade', 'hospital')).toEqual(['hospitais']);
    expect(marked('O hospital da cidade', 'hospitais')).toEqual(['hospital']);
    expect(marked('The theatre reopens', 'theatres')).toEqual(['theatre']);
    expect(marked('Three cities vote', 'city')).toEqual(['cities']);
    expect(marked('As eleições municipais', 'eleição')).toEqual(['eleições']);
  });

  it('ignores accents and case, and matches the start of a longer word', () => {
    expect(marked('Correio Atlântico', 'atlantico')).toEqual(['Atlântico']);
    expect(marked('SÃO VENTURA wins', 'sao')).toEqual(['SÃO']);
    expect(marked('Patients hospitalized after the storm', 'hospital')).toEqual(['hospitalized']);
  });

  it('leaves other words alone, and short words when longer ones are searched', () => {
    expect(marked('The hospice and the hospital', 'hospitals')).toEqual(['hospital']);
    expect(marked('Casa de la cultura', 'casa de la')).toEqual(['Casa']);
    expect(marked('Nothing here', 'glacier')).toEqual([]);
    expect(wordMatches('host', 'hospital')).toBe(false);
  });

  it('keeps the whole text, in order, around the marked words', () => {
    const parts = highlightParts('Grace Castell scores twice', searchTerms('grace castell'));
    expect(parts.map((part) => part.text).join('')).toBe('Grace Castell scores twice');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Grace', 'Castell']);
  });

  it('matches names by the start of each typed word', () => {
    expect(nameMatches('Grace Castell', 'gra')).toBe(true);
    expect(nameMatches('Grace Castell', 'cast gr')).toBe(true);
    expect(nameMatches('Inês Herrera', 'ines')).toBe(true);
    expect(nameMatches('Grace Castell', 'grace z')).toBe(false);
    expect(nameMatches('Grace Castell', '')).toBe(false);
    expect(sameName('Inês Herrera', 'ines  HERRERA')).toBe(true);
    expect(sameName('Inês Herrera', 'ines')).toBe(false);
  });
});
