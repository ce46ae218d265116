// The parts of the interface in English that the front page's first screen speaks, one chunk: what `/` in
// English loads before it hydrates (docs/decisions/0043, 0051). The other parts are in ./en-more.ts.
import componentsUiMessages from '@/components/ui/messages.en';
import componentsUiLocalFollow from '@/components/ui/local-follow.en';
import componentsUiErrorWords from '@/components/ui/error-words.en';
import appFrameViewsMenu from '@/app/frame/views-menu.en';
import appMessages from '@/app/messages.en';
import appRoutesHome from '@/app/routes/home.en';
import featuresReadingMessages from '@/features/reading/messages.en';
import featuresWelcomeComponentsWelcomePanel from '@/features/welcome/components/welcome-panel.en';
import featuresFeedComponentsNewStories from '@/features/feed/components/new-stories.en';
import featuresFeedMessages from '@/features/feed/messages.en';
import featuresPeopleMessages from '@/features/people/messages.en';
import libDateWords from '@/lib/date-words.en';

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
};

export type Catalogues = typeof catalogues;
