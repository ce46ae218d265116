// Portuguese words of features/people/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';
import { plural } from '@/lib/i18n';

const pt = {
  person: 'Pessoa',
  team: 'Time',
  unfollow: 'Deixar de seguir',
  unfollowWhom: (name: string) => ` ${name}`,
  latest: 'Mais recente: ',
  seeStories: 'Ver notícias',
  followName: (name: string) => `Seguir ${name}`,
  follow: 'Seguir',
  following: 'Seguindo',
  waitBlocked: (seconds: number) => `Aguarde ${seconds} s antes de tentar novamente`,
  needsJavaScript: 'Para seguir é preciso JavaScript.',
  couldNotFollow: (name: string, why: string) => `Não foi possível seguir ${name}: ${why}.`,
  couldNotUnfollow: (name: string, why: string) => `Não foi possível deixar de seguir ${name}: ${why}.`,
  tryAgainIn: (n: number) =>
    plural('pt', n, {
      one: ' Você pode tentar novamente em # segundo.',
      other: ' Você pode tentar novamente em # segundos.',
    }),
  nothingSent: ' Nada foi enviado; tente novamente quando a conexão voltar.',
  nowFollowing: (name: string) => `Agora você segue ${name}`,
  noLongerFollowing: (name: string) => `Você deixou de seguir ${name}`,
  about: (name: string) => `Sobre ${name}`,
} satisfies Messages;

export default pt;
