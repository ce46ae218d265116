// Portuguese words of features/profile/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const pt = {
  noPeopleOrTeams: 'Você ainda não segue pessoas nem times',
  sources: 'Fontes',
  topics: 'Temas',
  categories: 'Categorias',
  keptHere:
    'As fontes, os temas e as categorias que você segue ficam neste navegador; “Exportar visões”, na página Visões salvas, os leva para outro.',
  noneFollowedHere: {
    provider: 'Nenhuma fonte ainda. Siga uma pela página dela ou pelo filtro num feed.',
    topic: 'Nenhum tema ainda. Siga um pelo filtro num feed.',
    category: 'Nenhuma categoria ainda. Siga uma pela página dela.',
  },
  sport: 'Esporte',
  allSports: 'Todos os esportes',
  competition: 'Competição',
  allCompetitions: 'Todas as competições',
  competitionOf: (team: string) => `Competição de ${team}`,
  competitionNumber: (id: number) => `Competição ${id}`,
  clear: 'Limpar filtros',
  persons: 'Pessoas',
  teams: 'Times',
  noPersons: 'Nenhuma pessoa aqui.',
  noTeams: 'Nenhum time aqui.',
  loading: 'Carregando quem você segue',
  youFollowNoOne: 'Você ainda não segue ninguém',
  readerFollowsNoOne: 'Este leitor ainda não segue ninguém',
  howToFollow: 'Siga pessoas e times pelas páginas deles ou comece por alguém em destaque nas notícias.',
} satisfies Messages;

export default pt;
