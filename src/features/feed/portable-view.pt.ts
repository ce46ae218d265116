// Portuguese words of features/feed/portable-view.ts (docs/decisions/0043).
import type { Messages } from './portable-view.en';

const pt = { all: 'Todas as notícias' } satisfies Messages;

export default pt;
