// Spanish words of features/people/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';
import { plural } from '@/lib/i18n';

const es = {
  person: 'Persona',
  team: 'Equipo',
  unfollow: 'Dejar de seguir',
  unfollowWhom: (name: string) => ` a ${name}`,
  latest: 'Lo último: ',
  seeStories: 'Ver sus noticias',
  followName: (name: string) => `Seguir a ${name}`,
  follow: 'Seguir',
  following: 'Siguiendo',
  waitBlocked: (seconds: number) => `Espera ${seconds} s antes de volver a intentarlo`,
  needsJavaScript: 'Para seguir hace falta JavaScript.',
  couldNotFollow: (name: string, why: string) => `No se pudo seguir a ${name}: ${why}.`,
  couldNotUnfollow: (name: string, why: string) => `No se pudo dejar de seguir a ${name}: ${why}.`,
  tryAgainIn: (n: number) =>
    plural('es', n, {
      one: ' Puedes volver a intentarlo en # segundo.',
      other: ' Puedes volver a intentarlo en # segundos.',
    }),
  nothingSent: ' No se envió nada; inténtalo de nuevo cuando vuelvas a tener conexión.',
  nowFollowing: (name: string) => `Ahora sigues a ${name}`,
  noLongerFollowing: (name: string) => `Ya no sigues a ${name}`,
  about: (name: string) => `Sobre ${name}`,
} satisfies Messages;

export default es;
