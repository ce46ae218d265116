// Portuguese words of features/categories/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const pt = {
  categories: 'Categorias',
  latestFailed: 'Não foi possível carregar as notícias mais recentes.',
  retryLatestIn: (name: string) => `Tentar de novo as mais recentes em ${name}`,
  retry: 'Tentar de novo',
  noRecent: 'Nenhuma notícia recente.',
  latestIn: (name: string) => `Mais recentes em ${name}`,
  filters: 'Filtros de categorias',
  country: 'País',
  anyCountry: 'Qualquer país',
  provider: 'Fonte',
  anyProvider: 'Qualquer fonte',
  excludeProvider: 'Excluir fonte',
  none: 'Nenhuma',
  tag: 'Tag',
  video: 'Vídeo',
  language: 'Idioma',
  serviceDefault: 'O do serviço (inglês)',
} satisfies Messages;

export default pt;
