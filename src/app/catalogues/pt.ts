// The parts of the interface in Portuguese that the front page's first screen speaks, one chunk (./en.ts).
import type { Catalogues } from './en';
import componentsUiMessages from '@/components/ui/messages.pt';
import componentsUiLocalFollow from '@/components/ui/local-follow.pt';
import componentsUiErrorWords from '@/components/ui/error-words.pt';
import appFrameViewsMenu from '@/app/frame/views-menu.pt';
import appMessages from '@/app/messages.pt';
import appRoutesHome from '@/app/routes/home.pt';
import featuresReadingMessages from '@/features/reading/messages.pt';
import featuresWelcomeComponentsWelcomePanel from '@/features/welcome/components/welcome-panel.pt';
import featuresFeedComponentsNewStories from '@/features/feed/components/new-stories.pt';
import featuresFeedMessages from '@/features/feed/messages.pt';
import featuresPeopleMessages from '@/features/people/messages.pt';
import libDateWords from '@/lib/date-words.pt';

export const catalogues = {
  'components/ui/messages': componentsUiMessages,
  'components/ui/local-follow': componentsUiLocalFollow,
  'components/ui/error-words': componentsUiErrorWords,
  'app/frame/views-menu': appFrameViewsMenu,
  'app/messages': appMessages,
  'app/routes/home': appRoutesHome,
  'features/reading/messages': featuresReadingMessages,
  'features/welcome/components/welcome-panel': featuresWelcomeComponentsWelcomePanel,
  'features/feed/components/new-stories': featuresFeedComponentsNewStories,
  'features/feed/messages': featuresFeedMessages,
  'features/people/messages': featuresPeopleMessages,
  'lib/date-words': libDateWords,
} satisfies Catalogues;
