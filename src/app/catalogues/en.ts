// Every part of the interface in English, one chunk: what a page in English loads, and only that (docs/decisions/0043).
import componentsUiMessages from '@/components/ui/messages.en';
import componentsUiLocalFollow from '@/components/ui/local-follow.en';
import componentsUiErrorWords from '@/components/ui/error-words.en';
import appFrameViewsMenu from '@/app/frame/views-menu.en';
import appSearchResults from '@/app/search-results.en';
import appMessages from '@/app/messages.en';
import appRoutesHome from '@/app/routes/home.en';
import appRoutesCategory from '@/app/routes/category.en';
import appRoutesComics from '@/app/routes/comics.en';
import appRoutesArticle from '@/app/routes/article.en';
import appRoutesViews from '@/app/routes/views.en';
import appRoutesCategories from '@/app/routes/categories.en';
import appRoutesFeed from '@/app/routes/feed.en';
import appRoutesSaved from '@/app/routes/saved.en';
import appRoutesProfile from '@/app/routes/profile.en';
import featuresComicsReadingMessages from '@/features/comics/reading-messages.en';
import featuresComicsMessages from '@/features/comics/messages.en';
import featuresReadingMessages from '@/features/reading/messages.en';
import featuresViewsComponentsSaveViewButton from '@/features/views/components/save-view-button.en';
import featuresViewsStore from '@/features/views/store.en';
import featuresViewsMessages from '@/features/views/messages.en';
import featuresProfileMessages from '@/features/profile/messages.en';
import featuresCategoriesMessages from '@/features/categories/messages.en';
import featuresArticleMessages from '@/features/article/messages.en';
import featuresSettingsComponentsSettingsForm from '@/features/settings/components/settings-form.en';
import featuresSettingsComponentsThemeSection from '@/features/settings/components/theme-section.en';
import featuresSettingsComponentsMutedSection from '@/features/settings/components/muted-section.en';
import featuresSettingsComponentsOfflineSection from '@/features/settings/components/offline-section.en';
import featuresSettingsComponentsDeviceSection from '@/features/settings/components/device-section.en';
import featuresWelcomeComponentsWelcomePanel from '@/features/welcome/components/welcome-panel.en';
import featuresFeedComponentsNewStories from '@/features/feed/components/new-stories.en';
import featuresFeedComponentsNewSinceLastVisit from '@/features/feed/components/new-since-last-visit.en';
import featuresFeedNameSuggestions from '@/features/feed/name-suggestions.en';
import featuresFeedMessages from '@/features/feed/messages.en';
import featuresFeedPortableView from '@/features/feed/portable-view.en';
import featuresPeopleMessages from '@/features/people/messages.en';

export const catalogues = {
  'components/ui/messages': componentsUiMessages,
  'components/ui/local-follow': componentsUiLocalFollow,
  'components/ui/error-words': componentsUiErrorWords,
  'app/frame/views-menu': appFrameViewsMenu,
  'app/search-results': appSearchResults,
  'app/messages': appMessages,
  'app/routes/home': appRoutesHome,
  'app/routes/category': appRoutesCategory,
  'app/routes/comics': appRoutesComics,
  'app/routes/article': appRoutesArticle,
  'app/routes/views': appRoutesViews,
  'app/routes/categories': appRoutesCategories,
  'app/routes/feed': appRoutesFeed,
  'app/routes/saved': appRoutesSaved,
  'app/routes/profile': appRoutesProfile,
  'features/comics/reading-messages': featuresComicsReadingMessages,
  'features/comics/messages': featuresComicsMessages,
  'features/reading/messages': featuresReadingMessages,
  'features/views/components/save-view-button': featuresViewsComponentsSaveViewButton,
  'features/views/store': featuresViewsStore,
  'features/views/messages': featuresViewsMessages,
  'features/profile/messages': featuresProfileMessages,
  'features/categories/messages': featuresCategoriesMessages,
  'features/article/messages': featuresArticleMessages,
  'features/settings/components/settings-form': featuresSettingsComponentsSettingsForm,
  'features/settings/components/theme-section': featuresSettingsComponentsThemeSection,
  'features/settings/components/muted-section': featuresSettingsComponentsMutedSection,
  'features/settings/components/offline-section': featuresSettingsComponentsOfflineSection,
  'features/settings/components/device-section': featuresSettingsComponentsDeviceSection,
  'features/welcome/components/welcome-panel': featuresWelcomeComponentsWelcomePanel,
  'features/feed/components/new-stories': featuresFeedComponentsNewStories,
  'features/feed/components/new-since-last-visit': featuresFeedComponentsNewSinceLastVisit,
  'features/feed/name-suggestions': featuresFeedNameSuggestions,
  'features/feed/messages': featuresFeedMessages,
  'features/feed/portable-view': featuresFeedPortableView,
  'features/people/messages': featuresPeopleMessages,
};

export type Catalogues = typeof catalogues;
