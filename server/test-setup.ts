import { vi } from 'vitest';

// The `server` project runs its files one after another in each worker (`isolate: false`,
// docs/decisions/0042-a-suite-in-ten-minutes.md). This file runs again before each test file, and first
// forgets every module the previous file evaluated, so each file starts with every module's initial state
// (caches, counters), as alone. Packages from node_modules (Fastify, SQLite, jsdom) are Node's own imports
// and stay loaded: loading them again for every file was most of the project's import time.
vi.resetModules();
