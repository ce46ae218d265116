// All three languages at once, for the server (which renders any reader's page) and the tests.
import { provideCatalogue } from '@/lib/i18n';
import { catalogues as en } from './en';
import { catalogues as es } from './es';
import { catalogues as pt } from './pt';

export function provideAllCatalogues(): void {
  provideCatalogue('en', en);
  provideCatalogue('es', es);
  provideCatalogue('pt', pt);
}
