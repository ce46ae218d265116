// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/api/schemas';
import { mentioned, personsMentioned } from './mentions';

const item = (persons?: { id: string; name: string }[]): ContentItem => ({
  contentId: Math.random().toString(36),
  title: 't',
  contentSource: 's',
  publishedAt: 0,
  persons,
});

describe('personsMentioned', () => {
  const a = { id: 'Q1', name: 'A' };
  const b = { id: 'Q2', name: 'B' };
  const c = { id: 'Q3', name: 'C' };

  it('ranks persons by mentions, keeps first appearance on ties, and skips items without persons', () => {
    expect(personsMentioned([item([a]), item(undefined), item([b, c]), item([c])])).toEqual([c, a, b]);
    expect(personsMentioned([item([a, b]), item([b]), item()])).toEqual([b, a]);
  });

  it('stops at the maximum asked for', () => {
    expect(personsMentioned([item([a, b, c])], 2)).toEqual([a, b]);
  });
});

describe('mentioned', () => {
  it('ranks teams the same way, from the stories that name them', () => {
    const x = { id: 'T1', name: 'X' };
    const y = { id: 'T2', name: 'Y' };
    const story = (teams: { id: string; name: string }[]): ContentItem => ({ ...item(), teams });
    expect(mentioned([story([x]), story([y]), story([y, x]), story([y])], 'teams')).toEqual([y, x]);
  });
});
