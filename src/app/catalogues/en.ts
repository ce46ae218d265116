// Every part of the interface in English, one chunk: what a page in English loads, and only that
// (docs/decisions/0043). Each part is a `*.en.ts` file beside its code; the key is its path under src/.
import { cataloguesFrom } from '@/lib/i18n';

export const catalogues = cataloguesFrom(
  import.meta.glob('/src/**/*.en.ts', { eager: true, import: 'default' }),
  'en',
);
