// Spanish words of features/views/store.ts (docs/decisions/0043).
import type { Messages } from './store.en';

const es = { untitled: 'Noticias' } satisfies Messages;

export default es;
