// English words of features/people/messages.ts (docs/decisions/0043).
import { plural } from '@/lib/i18n';

const en = {
  person: 'Person',
  team: 'Team',
  unfollow: 'Unfollow',
  unfollowWhom: (name: string) => ` ${name}`,
  latest: 'Latest: ',
  seeStories: 'See their stories',
  followName: (name: string) => `Follow ${name}`,
  follow: 'Follow',
  following: 'Following',
  waitBlocked: (seconds: number) => `Please wait ${seconds} s before trying again`,
  needsJavaScript: 'Following needs JavaScript.',
  couldNotFollow: (name: string, why: string) => `Could not follow ${name}: ${why}.`,
  couldNotUnfollow: (name: string, why: string) => `Could not unfollow ${name}: ${why}.`,
  tryAgainIn: (n: number) =>
    plural('en', n, { one: ' You can try again in # second.', other: ' You can try again in # seconds.' }),
  nothingSent: ' Nothing was sent; try again when you’re back online.',
  nowFollowing: (name: string) => `Following ${name}`,
  noLongerFollowing: (name: string) => `No longer following ${name}`,
  about: (name: string) => `About ${name}`,
};

export default en;
export type Messages = typeof en;
