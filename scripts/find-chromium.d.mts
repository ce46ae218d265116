// Types for find-chromium.mjs, which playwright.config.ts imports.
export declare const CHROMIUM_ARGS: readonly string[];
export declare function findChromium(): string | undefined;
export declare function findJourneyChromium(): string | undefined;
export declare function ensureChromium(): string;
