// Light, dark, or the system's (prefers-color-scheme). Kept in the preferences cookie as well, so the
// server writes it on <html> and the first paint is already right; the browser keeps <html> in step.
import { createLocalStore } from './local-store';
import { readerHints } from './reader-hints';

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

export const parseTheme = (raw: unknown): Theme => (raw === 'light' || raw === 'dark' ? raw : 'system');

export const themeStore = createLocalStore<Theme>('gazette.theme', parseTheme, {
  serverValue: () => parseTheme(readerHints().prefs.theme),
  prefs: (theme) => ({ theme: theme === 'system' ? '' : theme }),
});

/**
 * What <html> carries for a theme: nothing for the system's. Written only when it changes: the server
 * wrote it already, and writing an attribute on <html> restyles the whole document, even with the same value.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else if (root.dataset.theme !== theme) root.dataset.theme = theme;
}
