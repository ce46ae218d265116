// Every part of the interface in Spanish, one chunk: what a page in Spanish loads, and only that
// (docs/decisions/0043). Each part is a `*.es.ts` file beside its code; the key is its path under src/.
import { cataloguesFrom } from '@/lib/i18n';

export const catalogues = cataloguesFrom(
  import.meta.glob('/src/**/*.es.ts', { eager: true, import: 'default' }),
  'es',
);
