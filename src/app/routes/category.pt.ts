// Portuguese words of app/routes/category.tsx (docs/decisions/0043).
import type { Messages } from './category.en';

const pt = {
  notFound: 'Categoria não encontrada',
  notAnId: (value: string) => `“${value}” não é um id de categoria.`,
  noId: (id: number) => `Não há nenhuma categoria com o id ${id}.`,
  noName: (name: string) => `Não há nenhuma categoria chamada “${name}”.`,
  seeAll: 'Ver todas as categorias',
  heading: 'Categoria',
  loading: 'Carregando a categoria',
  description: (name: string) => `As últimas notícias de ${name} no Gazette.`,
  storiesIn: (name: string) => `Notícias de ${name}`,
} satisfies Messages;

export default pt;
