// Every part of the interface in Portuguese, one chunk: what a page in Portuguese loads, and only that
// (docs/decisions/0043). Each part is a `*.pt.ts` file beside its code; the key is its path under src/.
import { cataloguesFrom } from '@/lib/i18n';

export const catalogues = cataloguesFrom(
  import.meta.glob('/src/**/*.pt.ts', { eager: true, import: 'default' }),
  'pt',
);
