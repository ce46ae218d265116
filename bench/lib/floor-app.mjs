// The framework floor: a minimal app on the project's React, React DOM, React Router and TanStack Query,
// built with the project's Vite into bench/.work/floor-app/dist (section 1 and bench/first-screen.mjs).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, WORK, ensureDir } from './common.mjs';

const FLOOR_FILES = {
  'index.html': `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Floor</title></head>
<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>
`,
  // The least an app on this stack ships: a data router, a query client, one query, one link.
  'main.jsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

const queryClient = new QueryClient();

function Home() {
  const { data } = useQuery({ queryKey: ['config'], queryFn: () => fetch('/config.json').then((r) => r.json()) });
  return (
    <main>
      <h1>Floor</h1>
      <Link to="/">Home</Link>
      <pre>{JSON.stringify(data)}</pre>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
`,
  'vite.config.mjs': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [react()],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
`,
};

export function buildFloorApp() {
  const dir = ensureDir(join(WORK, 'floor-app'));
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  for (const [name, text] of Object.entries(FLOOR_FILES)) writeFileSync(join(dir, name), text);
  const result = spawnSync(join(BIN, 'vite'), ['build', '--config', join(dir, 'vite.config.mjs')], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`floor app build failed: ${result.stderr || result.stdout}`);
  return join(dir, 'dist');
}
