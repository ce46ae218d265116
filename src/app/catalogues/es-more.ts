// The other parts of the interface in Spanish, one chunk (./en-more.ts).
import type { Catalogues } from './en-more';
import appSearchResults from '@/app/search-results.es';
import appRoutesCategory from '@/app/routes/category.es';
import appRoutesComics from '@/app/routes/comics.es';
import appRoutesArticle from '@/app/routes/article.es';
import appRoutesViews from '@/app/routes/views.es';
import appRoutesCategories from '@/app/routes/categories.es';
import appRoutesFeed from '@/app/routes/feed.es';
import appRoutesSaved from '@/app/routes/saved.es';
import appRoutesProfile from '@/app/routes/profile.es';
import featuresComicsReadingMessages from '@/features/comics/reading-messages.es';
import featuresComicsMessages from '@/features/comics/messages.es';
import featuresViewsComponentsSaveViewButton from '@/features/views/components/save-view-button.es';
import featuresViewsMessages from '@/features/views/messages.es';
import featuresProfileMessages from '@/features/profile/messages.es';
import featuresCategoriesMessages from '@/features/categories/messages.es';
import featuresArticleMessages from '@/features/article/messages.es';
import featuresSettingsComponentsSettingsForm from '@/features/settings/components/settings-form.es';
import featuresSettingsComponentsThemeSection from '@/features/settings/components/theme-section.es';
import featuresSettingsComponentsMutedSection from '@/features/settings/components/muted-section.es';
import featuresSettingsComponentsOfflineSection from '@/features/settings/components/offline-section.es';
import featuresSettingsComponentsDeviceSection from '@/features/settings/components/device-section.es';
import featuresFeedFilterMessages from '@/features/feed/filter-messages.es';
import featuresPeoplePageMessages from '@/features/people/page-messages.es';
import featuresFeedNameSuggestions from '@/features/feed/name-suggestions.es';
import featuresFeedPortableView from '@/features/feed/portable-view.es';
import featuresViewsStore from '@/features/views/store.es';
import featuresFeedComponentsNewSinceLastVisit from '@/features/feed/components/new-since-last-visit.es';
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
} satisfies Catalogues;
