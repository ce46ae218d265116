// Runs the reference server in this process. The benchmark starts it through this file so the
// process's command line does not contain "server/main.ts": a `pkill -f server/main.ts` aimed at
// a dev server elsewhere on a shared machine must not stop the benchmark's server mid-run.
await import('../../server/main.ts');
