// axe for the journeys: @axe-core/playwright with axe-core's minified build.
//
// The builder evaluates axe's source in the page, and again in a blank page where it merges the
// results; by default that source is axe-core's unminified `axe.js` (1.4 MB), which Chromium parses
// and compiles afresh on every page load. The minified build (0.65 MB) holds the same rules: the
// same checks in less than half the time (docs/decisions/0042-a-suite-in-ten-minutes.md).
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The axe-core the builder itself depends on (so the same version), in its minified build.
const builderRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(builderRequire.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 AA rules the journeys check. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The builder merges each check's results (`axe.finishRun`) in a blank page it opens, fills with axe's
// source and closes again: a page, axe's source compiled and the journey's own page set-up (e2e/test.ts
// speaks the reader's languages to every new page) for every check. The journeys keep one such page per
// browser context, opened and given axe on the first check, and merge every later check's results in it:
// the same partial runs in each frame (the page's and its frames', cross-origin ones included) and the same
// merge, without a page made and thrown away per check (docs/decisions/0042-a-suite-in-ten-minutes.md).
const mergePages = new WeakMap<BrowserContext, Promise<Page>>();

interface BuilderInternals {
  page: Page;
  option: unknown;
  script(): string;
  axeConfigure(): Promise<string>;
}

class Builder extends AxeBuilder {}
Object.defineProperty(Builder.prototype, 'finishRun', {
  async value(this: BuilderInternals, partialResults: unknown) {
    const context = this.page.context();
    let merging = mergePages.get(context);
    if (!merging) {
      merging = (async () => {
        const blank = await context.newPage();
        await blank.evaluate(this.script());
        await blank.evaluate(await this.axeConfigure());
        return blank;
      })();
      mergePages.set(context, merging);
    }
    const blank = await merging;
    await blank.evaluate((partials: string) => {
      (window as unknown as { partialResults: string }).partialResults = partials;
    }, JSON.stringify(partialResults));
    return blank.evaluate(
      ({ options }) =>
        (
          window as unknown as {
            axe: { finishRun(partials: unknown, options: unknown): unknown };
            partialResults: string;
          }
        ).axe.finishRun(
          JSON.parse((window as unknown as { partialResults: string }).partialResults),
          options,
        ),
      { options: this.option },
    );
  },
});

/** An axe builder for `page`, with every rule of axe-core (narrow it with `withTags` or `withRules`). */
export function axe(page: Page) {
  return new Builder({ page, axeSource: AXE_SOURCE });
}
