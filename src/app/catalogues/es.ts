// The parts of the interface in Spanish that the front page's first screen speaks, one chunk (./en.ts).
import type { Catalogues } from './en';
import componentsUiMessages from '@/components/ui/messages.es';
import componentsUiLocalFollow from '@/components/ui/local-follow.es';
import componentsUiErrorWords from '@/components/ui/error-words.es';
import appFrameViewsMenu from '@/app/frame/views-menu.es';
import appMessages from '@/app/messages.es';
import appRoutesHome from '@/app/routes/home.es';
import featuresReadingMessages from '@/features/reading/messages.es';
import featuresWelcomeComponentsWelcomePanel from '@/features/welcome/components/welcome-panel.es';
import featuresFeedComponentsNewStories from '@/features/feed/components/new-stories.es';
import featuresFeedMessages from '@/features/feed/messages.es';
import featuresPeopleMessages from '@/features/people/messages.es';
import libDateWords from '@/lib/date-words.es';

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
