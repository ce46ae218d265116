import type { LoaderFunctionArgs } from 'react-router-dom';
import { galleryQueryOptions } from '@/features/comics/api';
import { ComicsBrowser } from '@/features/comics/components/comics-browser';
import { parseComicsView } from '@/features/comics/url-state';
import { getSettings } from '@/lib/settings';
import { loaderClient, warm } from '../warm';

export function loader({ request, context }: LoaderFunctionArgs) {
  const { view } = parseComicsView(new URL(request.url).searchParams, getSettings().language);
  return warm(context, loaderClient(context).ensureInfiniteQueryData(galleryQueryOptions(view)));
  return null;
}

export function Component() {
  return (
    <>
      <div className="mb-5">
        <h1 className="font-serif text-3xl font-bold">Comics</h1>
        <p className="mt-1 text-ink-soft">
          Every day’s strips, by theme — and the same day in another language.
        </p>
      </div>
      <ComicsBrowser />
    </>
  );
}
