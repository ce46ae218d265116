// All three languages at once, for the server (which renders any reader's page) and the tests.
import { provideCatalogue } from '@/lib/i18n';
import { catalogues as en } from './en';
import { catalogues as enMore } from './en-more';
import { catalogues as es } from './es';
import { catalogues as esMore } from './es-more';
import { catalogues as pt } from './pt';
import { catalogues as ptMore } from './pt-more';

export function provideAllCatalogues(): void {
  provideCatalogue('en', { ...en, ...enMore });
  provideCatalogue('es', { ...es, ...esMore });
  provideCatalogue('pt', { ...pt, ...ptMore });
}
