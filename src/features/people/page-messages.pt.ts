// Portuguese words of features/people/page-messages.ts (docs/decisions/0043, 0060).
import type { Messages } from './page-messages.en';

const pt = {
  loadingPerson: 'Carregando a pessoa',
  loadingTeam: 'Carregando o time',
  personNotFound: 'Pessoa não encontrada',
  teamNotFound: 'Time não encontrado',
  noPerson: (id: string) => `Não há nenhuma pessoa com o id ou nome “${id}”.`,
  noTeam: (id: string) => `Não há nenhum time com o id ou nome “${id}”.`,
  aboutDescription: (name: string) => `Notícias sobre ${name} no Gazette.`,
  storiesAbout: (name: string) => `Notícias sobre ${name}`,
  openAsFeed: 'Abrir como feed',
  moreStoriesAbout: (name: string) => `Mais notícias sobre ${name}`,
  inTheNewsNow: 'Em destaque agora',
  loadingSuggestions: 'Carregando sugestões',
  namedMost: 'As pessoas mais citadas nas últimas notícias.',
  onWikipedia: (name: string) => `${name} na Wikipédia`,
  newTab: ' (abre em uma nova aba)',
  people: 'Pessoas',
  teams: 'Times',
  inTheNewsWith: (name: string) => `Nas notícias com ${name}`,
  loadingCompanions: 'Carregando quem aparece nas notícias com essa pessoa',
  noCompanions: (name: string) => `Ninguém mais aparece nas notícias recentes sobre ${name}.`,
  sport: 'Esporte',
  competition: 'Competição',
  country: 'País',
  peopleInTeamStories: (team: string) => `Pessoas nas notícias sobre ${team}`,
  loadingPeople: 'Carregando pessoas',
  noTeamPeople: 'Ninguém aparece nas notícias recentes deste time.',
  withAnother: 'Com outra pessoa',
  anyone: 'Qualquer pessoa',
  topStory: 'Notícia em destaque',
  noTopStory: (name: string) => `Nenhuma notícia sobre ${name} corresponde aos filtros atuais.`,
} satisfies Messages;

export default pt;
