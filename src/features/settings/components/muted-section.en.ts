// English words of features/settings/components/muted-section.tsx (docs/decisions/0043).
import { type MuteWordResult } from '@/lib/follows';

const en = {
  title: 'Muted',
  intro:
    'Stories from a muted source, or with a muted word or phrase in their headline or summary, are hidden in every list, with a note to show them. Kept in this browser.',
  word: 'Mute a word',
  add: 'Mute',
  words: 'Muted words',
  noWords: 'No muted words.',
  unmute: (word: string) => `Unmute ${word}`,
  sources: 'Muted sources',
  noSources: 'No muted sources. Mute one from its page (a feed of one provider).',
  result: (result: MuteWordResult, word: string) =>
    ({
      muted: `Muted “${word}”.`,
      already: `“${word}” is already muted.`,
      empty: 'Type a word or phrase to mute.',
      full: 'At most 50 words can be muted.',
    })[result],
  unmuted: (word: string) => `“${word}” is no longer muted.`,
};

export default en;
export type Messages = typeof en;
