// Portuguese words of features/views/store.ts (docs/decisions/0043).
import type { Messages } from './store.en';

const pt = { untitled: 'Notícias' } satisfies Messages;

export default pt;
