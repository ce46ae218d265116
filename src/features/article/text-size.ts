// How large the article's text is: three steps, remembered in this browser and in the preferences cookie,
// so the server renders the reader's size and nothing moves when the page hydrates.
import { createLocalStore } from '@/lib/local-store';
import { readerHints } from '@/lib/reader-hints';

export type TextSize = 'small' | 'medium' | 'large';
/** The steps, smallest first; each one's name is the article catalogue's `textSizes[value]`. */
export const TEXT_SIZES: readonly TextSize[] = ['small', 'medium', 'large'];

export const parseTextSize = (raw: unknown): TextSize =>
  raw === 'small' || raw === 'large' ? raw : 'medium';

export const textSizeStore = createLocalStore<TextSize>('gazette.textSize', parseTextSize, {
  serverValue: () => parseTextSize(readerHints().prefs.text),
  // The default needs no cookie.
  prefs: (size) => ({ text: size === 'medium' ? '' : size }),
});

/** The body's type size and leading at each step (medium is the reading size the page always had). */
export const TEXT_SIZE_CLASS: Record<TextSize, string> = {
  small: 'text-base leading-relaxed',
  medium: 'text-lg leading-relaxed',
  large: 'text-[1.375rem] leading-[1.7]',
};
