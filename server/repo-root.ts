// The repository's root, where dist/, dist-ssr/ and data/ live. This module sits directly in server/, one
// level down like the built server (dist-server/main.js), so the same `..` finds the root from both.
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
