// English words of components/ui/local-follow.tsx (docs/decisions/0043).
import { plural } from '@/lib/i18n';

const en = {
  followName: (name: string) => `Follow ${name}`,
  follow: 'Follow',
  following: 'Following',
  muteName: (name: string) => `Mute ${name}`,
  mute: 'Mute',
  muted: 'Muted',
  hidden: (n: number) =>
    plural('en', n, { one: '# story hidden (muted)', other: '# stories hidden (muted)' }),
  showThem: 'Show them',
  hideThem: 'Hide them',
  shown: (n: number) => plural('en', n, { one: '# muted story shown', other: '# muted stories shown' }),
};

export default en;
export type Messages = typeof en;
