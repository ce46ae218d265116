// Runs the reference server in this process. The benchmark starts it through this file so the
// process's command line does not name the server's entry: a `pkill -f dist-server/main.js` aimed at a
// server elsewhere on a shared machine must not stop the benchmark's server mid-run.
await import('../../dist-server/main.js');
