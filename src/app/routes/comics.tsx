import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { galleryQueryOptions, newestDayQueryOptions } from '@/features/comics/api';
import { ComicsBrowser } from '@/features/comics/components/comics-browser';
import { parseComicsView } from '@/features/comics/url-state';
import { RandomStripButton } from '@/features/comics/components/random-strip';
import { useSearchParams } from 'react-router-dom';
import { useSettings } from '@/lib/settings';
import { getSettings } from '@/lib/settings';
import { namespace, useMessages } from '@/lib/i18n';
import { loaderClient, warm } from '../warm';
import type { Messages } from './comics.en';

const messages = namespace<Messages>('app/routes/comics');

export function loader({ request, context }: LoaderFunctionArgs) {
  const { view } = parseComicsView(new URL(request.url).searchParams, getSettings().language);
  const client = loaderClient(context);
  // The newest day too: without it the day bar's arrows would render disabled on the server.
  return warm(
    context,
    client.ensureInfiniteQueryData(galleryQueryOptions(view)),
    client.ensureQueryData(newestDayQueryOptions(view.theme, view.language)),
  );
}

/** The view without the open strip: opening, closing or stepping through strips changes nothing else. */
function viewOf(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete('comic');
  search.sort();
  return `${url.pathname}?${search}`;
}

/**
 * Stepping through strips needs no loader: the gallery is already there. Without one to wait for, the
 * navigation (made with flushSync) lands before the next key press, so two quick presses step twice.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return viewOf(currentUrl) === viewOf(nextUrl) ? false : defaultShouldRevalidate;
}

export function Component() {
  const t = useMessages(messages);
  const [search] = useSearchParams();
  const { view } = parseComicsView(search, useSettings().language);
  return (
    <>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold">{t.title}</h1>
          <p className="mt-1 text-ink-soft">{t.intro}</p>
        </div>
        <RandomStripButton theme={view.theme} language={view.language} />
      </div>
      <ComicsBrowser />
    </>
  );
}
