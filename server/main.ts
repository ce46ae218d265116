// Entry point. The mode comes first: React (server rendering) and the other libraries pick their
// production or development build when first loaded, so they are loaded only after it is settled — also in
// the built server (dist-server/main.js), where static imports would all run before any code.
import './production-mode';

await import('./serve');
