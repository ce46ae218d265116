// Spanish words of app/routes/feed.tsx (docs/decisions/0043).
import type { Messages } from './feed.en';

const es = {
  description: (title: string) => `${title}: las últimas noticias en Gazette.`,
} satisfies Messages;

export default es;
