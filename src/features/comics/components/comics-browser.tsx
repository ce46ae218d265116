// The comics page's body, driven by the URL: pickers, day navigation, the gallery and the viewer.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useInterfaceLanguage } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { galleryQueryOptions, newestDayQueryOptions } from '../api';
import { canonicalTheme, comicAlt, comicDay, longDay } from '../comic-meta';
import { comicsMessages } from '../messages';
import { comicsHref, parseComicsView } from '../url-state';
import { useComicViewer } from '../use-comic-viewer';
import { ComicViewer } from './comic-viewer';
import { ComicsPickers } from './comics-pickers';
import { DayNav } from './day-nav';
import { GallerySection } from './gallery-section';
import { PageMeta } from '@/components/ui/page-meta';

export function ComicsBrowser() {
  const [search] = useSearchParams();
  const settings = useSettings();
  const words = useInterfaceLanguage();
  const t = comicsMessages[words];
  const { view, notices } = parseComicsView(search, settings.language, words);
  const navigate = useNavigate();
  const location = useLocation();

  const gallery = useInfiniteQuery(galleryQueryOptions(view));
  const newest = useQuery(newestDayQueryOptions(view.theme, view.language));
  const comics = useMemo(() => gallery.data?.pages.flatMap((page) => page.comics) ?? [], [gallery.data]);
  const viewer = useComicViewer(view, gallery, comics, newest.data);
  const { openComic, openIndex } = viewer;

  const change = (next: typeof view) =>
    navigate(comicsHref({ ...next, comic: undefined }), { preventScrollReset: true, state: location.state });

  const title = `${view.theme ?? t.comics}${view.date ? `, ${longDay(view.date, words)}` : ''}`;
  const openTitle = openComic ? `${comicAlt(openComic, words)} · ` : '';

  return (
    <>
      <PageMeta
        title={`${openTitle}${title}`}
        description={t.description(title)}
        image={(openComic ?? comics[0])?.imageURL}
      />
      <ComicsPickers view={view} onChange={change} />

      {notices.length > 0 && (
        <div role="status" className="mb-4 rounded-md border border-rule bg-paper-sunk px-4 py-2 text-sm">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      )}

      <DayNav view={view} newestDay={newest.data} onChange={(date) => change({ ...view, date })} />
      <GallerySection view={view} gallery={gallery} comics={comics} onOpen={viewer.onOpen} />

      {view.comic && !openComic && !viewer.searching && !gallery.isPending && !gallery.isError && (
        <p role="status" className="mt-4 rounded-md border border-rule bg-paper-sunk px-4 py-2 text-sm">
          {t.linkGone}{' '}
          <Link
            className="font-medium text-accent underline underline-offset-4"
            to={comicsHref({ ...view, comic: undefined })}
            replace
          >
            {t.dismiss}
          </Link>
        </p>
      )}

      {openComic && !gallery.isPending && (
        <ComicViewer
          comic={openComic}
          position={
            openIndex >= 0
              ? { index: openIndex + 1, total: comics.length, more: gallery.hasNextPage }
              : undefined
          }
          unit={viewer.unit}
          language={view.language}
          onPrevious={viewer.onPrevious}
          onNext={viewer.onNext}
          onClose={viewer.onClose}
          onLanguage={viewer.onLanguage}
          languageBusy={viewer.languageBusy}
          message={viewer.message}
          shareHref={comicsHref({
            theme: view.theme ?? canonicalTheme(openComic.theme),
            date: comicDay(openComic),
            language: view.language,
            comic: openComic.contentId,
          })}
        />
      )}
    </>
  );
}
