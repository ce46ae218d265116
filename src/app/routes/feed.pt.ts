// Portuguese words of app/routes/feed.tsx (docs/decisions/0043).
import type { Messages } from './feed.en';

const pt = { description: (title: string) => `${title}: as últimas notícias no Gazette.` } satisfies Messages;

export default pt;
