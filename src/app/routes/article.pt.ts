// Portuguese words of app/routes/article.tsx (docs/decisions/0043).
import type { Messages } from './article.en';

const pt = {
  loading: 'Carregando a notícia',
  notFound: 'Notícia não encontrada',
  noStory: (id: string) => `Não há nenhuma notícia com o id “${id}”.`,
  failed: 'Não foi possível mostrar esta notícia',
  back: '← Voltar à lista',
  all: 'Todas as notícias',
} satisfies Messages;

export default pt;
