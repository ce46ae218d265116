// Portuguese words of app/routes/categories.tsx (docs/decisions/0043).
import type { Messages } from './categories.en';

const pt = {
  title: 'Categorias',
  description: 'Todas as categorias de notícias do Gazette, com as notícias mais recentes de cada uma.',
  invalid: (value: string) =>
    `“${value}” não é um idioma oferecido pelo Gazette, por isso os nomes aparecem no idioma padrão.`,
  loading: 'Carregando categorias',
  noneMatch: 'Nenhuma categoria corresponde a estes filtros',
  none: 'Ainda não há categorias',
} satisfies Messages;

export default pt;
