// axe for the journeys: @axe-core/playwright with axe-core's minified build.
//
// The builder evaluates axe's source in the page, and again in a blank page where it merges the
// results; by default that source is axe-core's unminified `axe.js` (1.4 MB), which Chromium parses
// and compiles afresh on every page load. The minified build (0.65 MB) holds the same rules: the
// same checks in less than half the time (docs/decisions/0042-a-suite-in-ten-minutes.md).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The axe-core the builder itself depends on (so the same version), in its minified build.
const builderRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(builderRequire.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 AA rules the journeys check. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** An axe builder for `page`, with every rule of axe-core (narrow it with `withTags` or `withRules`). */
export function axe(page: Page) {
  return new AxeBuilder({ page, axeSource: AXE_SOURCE });
}
