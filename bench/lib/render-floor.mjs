// The floor of server rendering, in a process of its own run as the server is (same Node flags,
// production React): the built render bundle's `createFloorRenderer` (src/entry-server.tsx) renders a
// page with React's own renderToString from the state the server sent with it.
// A persistent process, so its blocks can be paired with the server's (bench/render-cost.mjs): stdin
// carries one JSON message a line. The first, { url, origin, config, state, root? }, sets the page up
// (`root`: the directory holding dist-ssr/, by default the repository's); each later one, { runs },
// renders the page `runs` times and answers one line { cpuMs, html, fetches } (CPU per render).
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ROOT } from './common.mjs';

let render;
let floor;
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (!render) {
    const { url, origin, config, state, root = ROOT } = message;
    const entry = pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href;
    const { createFloorRenderer } = await import(entry);
    floor = createFloorRenderer({ config, origin: () => origin });
    // The data is at hand before the clock starts (every query of these pages succeeded: no error to revive).
    const parsed = JSON.parse(state);
    render = () => floor.render(new Request(url), parsed);
    process.stdout.write('{}\n');
    continue;
  }
  let html = '';
  const before = process.cpuUsage();
  for (let i = 0; i < message.runs; i += 1) html = await render();
  const used = process.cpuUsage(before);
  process.stdout.write(
    `${JSON.stringify({ cpuMs: (used.user + used.system) / 1000 / message.runs, html, fetches: floor.fetches })}\n`,
  );
}
