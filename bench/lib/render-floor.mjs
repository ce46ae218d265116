// The floor of server rendering, in a process of its own run as the server is (same Node flags,
// production React): the built render bundle's `createFloorRenderer` (src/entry-server.tsx) renders a
// page with React's own renderToString from the state the server sent with it, `runs` times.
// Reads { url, origin, config, state, runs } as JSON on stdin; writes { cpuMs, html, fetches } on stdout.
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ROOT } from './common.mjs';

const { url, origin, config, state, runs } = JSON.parse(await text(process.stdin));
const { createFloorRenderer } = await import(pathToFileURL(join(ROOT, 'dist-ssr', 'entry-server.js')).href);
const floor = createFloorRenderer({ config, origin: () => origin });
// The data is at hand before the clock starts (every query of these pages succeeded: no error to revive).
const parsed = JSON.parse(state);
const render = () => floor.render(new Request(url), parsed);
let html = '';
for (let i = 0; i < 20; i += 1) html = await render(); // warm-up, as for the server
const before = process.cpuUsage();
for (let i = 0; i < runs; i += 1) await render();
const used = process.cpuUsage(before);
process.stdout.write(
  JSON.stringify({ cpuMs: (used.user + used.system) / 1000 / runs, html, fetches: floor.fetches }),
);
