// The other parts of the interface in Portuguese, one chunk (./en-more.ts).
import type { Catalogues } from './en-more';
import appSearchResults from '@/app/search-results.pt';
import appRoutesCategory from '@/app/routes/category.pt';
import appRoutesComics from '@/app/routes/comics.pt';
import appRoutesArticle from '@/app/routes/article.pt';
import appRoutesViews from '@/app/routes/views.pt';
import appRoutesCategories from '@/app/routes/categories.pt';
import appRoutesFeed from '@/app/routes/feed.pt';
import appRoutesSaved from '@/app/routes/saved.pt';
import appRoutesProfile from '@/app/routes/profile.pt';
import featuresComicsReadingMessages from '@/features/comics/reading-messages.pt';
import featuresComicsMessages from '@/features/comics/messages.pt';
import featuresViewsComponentsSaveViewButton from '@/features/views/components/save-view-button.pt';
import featuresViewsMessages from '@/features/views/messages.pt';
import featuresProfileMessages from '@/features/profile/messages.pt';
import featuresCategoriesMessages from '@/features/categories/messages.pt';
import featuresArticleMessages from '@/features/article/messages.pt';
import featuresSettingsComponentsSettingsForm from '@/features/settings/components/settings-form.pt';
import featuresSettingsComponentsThemeSection from '@/features/settings/components/theme-section.pt';
import featuresSettingsComponentsMutedSection from '@/features/settings/components/muted-section.pt';
import featuresSettingsComponentsOfflineSection from '@/features/settings/components/offline-section.pt';
import featuresSettingsComponentsDeviceSection from '@/features/settings/components/device-section.pt';
import featuresFeedFilterMessages from '@/features/feed/filter-messages.pt';
import featuresPeoplePageMessages from '@/features/people/page-messages.pt';
import featuresFeedNameSuggestions from '@/features/feed/name-suggestions.pt';
import featuresFeedPortableView from '@/features/feed/portable-view.pt';
import featuresViewsStore from '@/features/views/store.pt';
import featuresFeedComponentsNewSinceLastVisit from '@/features/feed/components/new-since-last-visit.pt';
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
