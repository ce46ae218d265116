// The project's server in proxy mode in front of a stub upstream the test writes: both started before
// a file's journeys and stopped after them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverEnv, serverNodeArgs } from '../scripts/server-process.mjs';

export interface ProxyInFront {
  stop(): Promise<void>;
}

/** Starts `upstream` on a free port and the server on `port` proxying to it, with `env` added. */
export async function startProxyInFront(
  port: number,
  upstream: RequestListener,
  env: Record<string, string> = {},
): Promise<ProxyInFront> {
  const stub: Server = createServer(upstream);
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port: upstreamPort } = stub.address() as AddressInfo;
  const proxy: ChildProcess = spawn(process.execPath, serverNodeArgs(), {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: serverEnv({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MEDIA_API_UPSTREAM: `http://127.0.0.1:${upstreamPort}`,
      RATE_LIMIT_READS_PER_MINUTE: '100000',
      ...env,
    }),
  });
  await new Promise<void>((resolve, reject) => {
    proxy.on('exit', (code) => reject(new Error(`proxy server exited with ${code}`)));
    proxy.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"ready"')) resolve();
    });
  });
  return {
    async stop() {
      proxy.removeAllListeners('exit');
      proxy.kill('SIGTERM');
      await new Promise<void>((resolve) => stub.close(() => resolve()));
    },
  };
}
