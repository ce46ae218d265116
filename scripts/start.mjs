// `npm start`: build the app and the server when missing or older than their sources, then run the server.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, serverEnv, serverNodeArgs } from './server-process.mjs';

ensureBuilt();
const server = spawnSync(process.execPath, serverNodeArgs(), { stdio: 'inherit', env: serverEnv() });
process.exit(server.status ?? 0);
