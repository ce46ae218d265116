// The parts of the interface in English that the front page's first screen does not speak, one chunk:
// loaded before any other page hydrates or opens, and on `/` once it is idle (docs/decisions/0051).
import appSearchResults from '@/app/search-results.en';
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
import featuresViewsComponentsSaveViewButton from '@/features/views/components/save-view-button.en';
import featuresViewsMessages from '@/features/views/messages.en';
import featuresProfileMessages from '@/features/profile/messages.en';
import featuresCategoriesMessages from '@/features/categories/messages.en';
import featuresArticleMessages from '@/features/article/messages.en';
import featuresSettingsComponentsSettingsForm from '@/features/settings/components/settings-form.en';
import featuresSettingsComponentsThemeSection from '@/features/settings/components/theme-section.en';
import featuresSettingsComponentsMutedSection from '@/features/settings/components/muted-section.en';
import featuresSettingsComponentsOfflineSection from '@/features/settings/components/offline-section.en';
import featuresSettingsComponentsDeviceSection from '@/features/settings/components/device-section.en';
import featuresFeedFilterMessages from '@/features/feed/filter-messages.en';
import featuresPeoplePageMessages from '@/features/people/page-messages.en';
import featuresFeedNameSuggestions from '@/features/feed/name-suggestions.en';
import featuresFeedPortableView from '@/features/feed/portable-view.en';
import featuresViewsStore from '@/features/views/store.en';
import featuresFeedComponentsNewSinceLastVisit from '@/features/feed/components/new-since-last-visit.en';
export const catalogues = {
  'features/feed/components/new-since-last-visit': featuresFeedComponentsNewSinceLastVisit,
  'features/views/store': featuresViewsStore,
  'app/search-results': appSearchResults,
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
  'features/views/components/save-view-button': featuresViewsComponentsSaveViewButton,
  'features/views/messages': featuresViewsMessages,
  'features/profile/messages': featuresProfileMessages,
  'features/categories/messages': featuresCategoriesMessages,
  'features/article/messages': featuresArticleMessages,
  'features/settings/components/settings-form': featuresSettingsComponentsSettingsForm,
  'features/settings/components/theme-section': featuresSettingsComponentsThemeSection,
  'features/settings/components/muted-section': featuresSettingsComponentsMutedSection,
  'features/settings/components/offline-section': featuresSettingsComponentsOfflineSection,
  'features/settings/components/device-section': featuresSettingsComponentsDeviceSection,
  'features/feed/filter-messages': featuresFeedFilterMessages,
  'features/feed/name-suggestions': featuresFeedNameSuggestions,
  'features/people/page-messages': featuresPeoplePageMessages,
  'features/feed/portable-view': featuresFeedPortableView,
};

export type Catalogues = typeof catalogues;
