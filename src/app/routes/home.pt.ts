// Portuguese words of app/routes/home.tsx (docs/decisions/0043).
import type { Messages } from './home.en';

const pt = {
  heading: 'Primeira página',
  sections: 'Seções da primeira página',
  latest: 'Recentes',
  following: 'Seguindo',
  filter: 'Filtrar',
  peopleInTheNews: 'Pessoas em destaque',
  latestStories: 'Últimas notícias',
} satisfies Messages;

export default pt;
