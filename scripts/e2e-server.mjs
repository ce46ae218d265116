// The server the journeys run against: a fresh SQLite file each run, seeded the same way every time.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { serverEnv, serverNodeArgs } from './server-process.mjs';

const database = process.env.DATABASE_PATH;
if (database) for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });

// Started the way `npm start` starts it.
const server = spawn(process.execPath, serverNodeArgs(), { stdio: 'inherit', env: serverEnv() });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
