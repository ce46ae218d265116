// Spanish words of features/feed/portable-view.ts (docs/decisions/0043).
import type { Messages } from './portable-view.en';

const es = { all: 'Todas las noticias' } satisfies Messages;

export default es;
