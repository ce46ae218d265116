// Portuguese words of features/feed/name-suggestions.ts (docs/decisions/0043).
import type { Messages } from './name-suggestions.en';

const pt = {
  person: 'Pessoas',
  team: 'Times',
  topic: 'Assuntos',
  vendor: 'Veículos',
  tag: 'Tags',
  category: 'Categorias',
  words: 'Suas palavras',
} satisfies Messages;

export default pt;
