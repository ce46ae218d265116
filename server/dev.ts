// `npm run dev`: the reference server with the reader from Vite (hot reload), rendered on the server from
// the current source, on one address (PORT, default 8080). `tsx watch` restarts it when server code changes.
export {};
process.env.GAZETTE_DEV = '1';
await import('./main');
