// Portuguese words of features/article/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const pt = {
  share: 'Compartilhar',
  linkCopied: 'Link copiado',
  linkNotCopied: 'Não foi possível copiar o link',
  textSize: 'Tamanho do texto',
  textSizes: { small: 'Texto pequeno', medium: 'Texto médio', large: 'Texto grande' },
  playerTitle: (title: string) => `Vídeo: ${title}`,
  watch: (duration: string) => `Assistir (${duration})`,
  previousStory: '← Notícia anterior',
  nextStory: 'Próxima notícia →',
  loadingStory: 'Carregando a notícia',
  noText: 'A fonte não enviou o texto desta notícia.',
  readAt: (provider: string) => `Ler a notícia em ${provider}`,
  newTab: ' (abre em uma nova guia)',
  inThisStory: 'Nesta notícia',
  people: 'Pessoas',
  teams: 'Times',
  topics: 'Assuntos',
  tags: 'Tags',
  moreFromList: 'Mais notícias da lista',
  moreCoverage: 'Mais cobertura',
  latestAbout: (name: string) => `O mais recente sobre ${name}`,
  latestIn: (name: string) => `O mais recente em ${name}`,
  allAbout: (name: string) => `Todas as notícias sobre ${name}`,
  allIn: (name: string) => `Todas as notícias de ${name}`,
} satisfies Messages;

export default pt;
