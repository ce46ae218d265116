// Portuguese words of components/ui/error-words.ts (docs/decisions/0043).
import type { Messages } from './error-words.en';
import { plural } from '@/lib/i18n';

const pt = {
  offline: 'Você está sem conexão',
  unreachable: 'Não foi possível conectar ao servidor',
  checkConnection: 'Verifique sua conexão e tente novamente.',
  slow: 'O servidor está demorando demais',
  unexpected: 'O servidor enviou uma resposta inesperada',
  notFound: 'Não encontrado',
  tooMany: 'Muitas solicitações',
  waitSeconds: (n: number) =>
    plural('pt', n, {
      one: 'Aguarde # segundo e tente novamente.',
      other: 'Aguarde # segundos e tente novamente.',
    }),
  waitMoment: 'Aguarde um momento.',
  serverProblem: 'O servidor teve um problema',
  refused: 'A solicitação foi recusada',
  wrong: 'Algo deu errado',
  subjects: {
    story: 'esta notícia',
    stories: 'estas notícias',
    category: 'esta categoria',
    categories: 'as categorias',
    person: 'esta pessoa',
    team: 'este time',
    follows: 'as pessoas e os times que você segue',
    comics: 'os quadrinhos',
    page: 'esta página',
  },
  offlinePage: 'Você está sem conexão, por isso não foi possível abrir esta página.',
  opensWhenOnline: 'Ela abrirá sozinha quando a conexão voltar.',
  couldNotOpen: 'Não foi possível abrir esta página.',
  pageCodeMissing: 'Não foi possível carregar a página',
  pageWentWrong: 'Algo deu errado nesta página.',
  keepsHappening: 'Tente novamente; se continuar acontecendo, volte à primeira página.',
  message: (text: string) => `Mensagem: ${text}`,
  parameter: (text: string) => `Parâmetro: ${text}`,
  at: (text: string) => `Em: ${text}`,
  request: (text: string) => `Solicitação: ${text}`,
  couldNotLoad: (subject: string) => `Não foi possível carregar ${subject}.`,
  couldNotFind: (subject: string) => `Não foi possível encontrar ${subject}.`,
  offlineLoad: (subject: string) => `Você está sem conexão, por isso não foi possível carregar ${subject}.`,
  loadsWhenOnline: 'O carregamento será automático quando a conexão voltar.',
  busyFor: (n: number) =>
    plural('pt', n, {
      one: 'O Gazette está ocupado; tente novamente em # segundo.',
      other: 'O Gazette está ocupado; tente novamente em # segundos.',
    }),
  busy: 'O Gazette está ocupado; tente novamente em instantes.',
  busyNow: 'O Gazette estava ocupado; tente novamente agora.',
  removed: 'O conteúdo pode ter sido removido ou o endereço pode estar errado.',
  refusedAdvice: 'O Gazette não conseguiu fazer esse pedido; voltar à primeira página pode ajudar.',
  unreadable:
    'O serviço de notícias enviou algo que o Gazette não conseguiu ler. Tente novamente em instantes.',
  trouble: 'O serviço de notícias está com problemas. Tente novamente em instantes.',
} satisfies Messages;

export default pt;
