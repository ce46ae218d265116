// Portuguese words of app/search-results.tsx (docs/decisions/0043).
import type { Messages } from './search-results.en';

const pt = {
  nothingFor: (query: string) => `Nenhuma notícia encontrada para “${query}”.`,
  tips: 'Confira a ortografia ou tente menos palavras, ou outras.',
  perhaps: 'Talvez você quisesse:',
  latest: 'Ver as últimas notícias',
  alone: (word: string) => `Buscar só “${word}”`,
} satisfies Messages;

export default pt;
