import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { articleQueryOptions, storyCoverageQueryOptions } from '@/features/article/api';
import { ArticleView } from '@/features/article/components/article-view';
import { findCachedStory, isFromFeedState, neighboursInFeed } from '@/features/feed/api';
import { SaveButton } from '@/features/reading/components/save-button';
import { markRead } from '@/features/reading/store';
import { paths } from '@/lib/paths';
import { ErrorState } from '@/components/ui/states';
import { FailedPage, NotFoundPage } from '@/components/ui/page-states';
import { loaderClient, warm } from '../warm';
import { followAction, nameCard } from '../follow-actions';
import { PageMeta } from '@/components/ui/page-meta';
import { namespace, useMessages } from '@/lib/i18n';
import type { Messages } from './article.en';

const messages = namespace<Messages>('app/routes/article');

const chipNameCard = nameCard('chip');

export function loader({ params, context }: LoaderFunctionArgs) {
  if (!params.contentId) return null;
  const client = loaderClient(context);
  // "More coverage" starts once the story names its subject (on the server, within the render's budget).
  return warm(
    context,
    client.ensureQueryData(articleQueryOptions(params.contentId)).then((item) => {
      const coverage = storyCoverageQueryOptions(item);
      return coverage && client.ensureQueryData(coverage.options);
    }),
  );
}

function ArticleSkeleton() {
  const t = useMessages(messages);
  return (
    <LoadingRegion label={t.loading}>
      <div className="mx-auto max-w-3xl space-y-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-4 w-48" />
        <Skeleton className="aspect-[3/2] w-full" />
      </div>
    </LoadingRegion>
  );
}

export function Component() {
  const t = useMessages(messages);
  const { contentId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const fromFeed = isFromFeedState(location.state) ? location.state : undefined;
  // The story as the list showed it: the page opens at once, and the body follows.
  const cached = useMemo(() => findCachedStory(client, contentId), [client, contentId]);
  const article = useQuery({ ...articleQueryOptions(contentId), placeholderData: cached });
  const { previous, next } = useMemo(
    () => (fromFeed ? neighboursInFeed(client, fromFeed.feedKey, contentId) : {}),
    [client, fromFeed, contentId],
  );
  // Opened is read, however the reader got here: a card, a shared link, or a tap before the app ran.
  const opened = article.data !== undefined && !article.isPlaceholderData;
  useEffect(() => {
    if (opened) markRead([contentId]);
  }, [opened, contentId]);

  // A malformed id is refused (400 naming it) rather than looked up: for a reader, both are "no such story".
  const noSuchStory =
    article.error instanceof ApiError &&
    (article.error.isNotFound || (article.error.status === 400 && article.error.param === 'contentId'));
  if (noSuchStory) {
    return <NotFoundPage title={t.notFound} what={t.noStory(contentId)} />;
  }

  if (article.isError && !article.data) {
    return <FailedPage heading={t.failed} error={article.error} onRetry={() => void article.refetch()} />;
  }

  if (!article.data) return <ArticleSkeleton />;

  return (
    <>
      <PageMeta
        title={article.data.title}
        description={article.data.summary}
        image={article.data.images?.mainImage?.url}
        type="article"
        byline={article.data.contentSourceDisplay || article.data.contentSource}
        publishedAt={article.data.publishedAt}
      />
      <div className="mx-auto mb-4 max-w-3xl">
        {fromFeed ? (
          // Back through history, so the list comes back where the reader left it.
          <Button variant="ghost" className="-ml-3" onClick={() => navigate(-1)}>
            {t.back}
          </Button>
        ) : (
          <Link className="text-sm font-medium text-accent underline underline-offset-4" to={paths.feed()}>
            {t.all}
          </Link>
        )}
      </div>
      {article.isError && (
        <div className="mx-auto mb-4 max-w-3xl">
          <ErrorState error={article.error} onRetry={() => void article.refetch()} />
        </div>
      )}
      <ArticleView
        item={article.data}
        bodyPending={article.isPlaceholderData && article.isFetching}
        previous={previous}
        next={next}
        linkState={fromFeed}
        entityAction={followAction}
        entityName={chipNameCard}
        actions={<SaveButton item={article.data} labelled />}
      />
    </>
  );
}
