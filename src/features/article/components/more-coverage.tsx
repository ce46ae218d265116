// "More coverage" under a story: the newest other stories about its first person (else its category), each
// opening in Gazette, and a link to all of them. Nothing shows when there is nothing else to read.
import { SourceLine } from '@/components/ui/source-line';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ContentItem } from '@/api/schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import {
  type CoverageSubject,
  distinctCoverage,
  languageOfItem,
  moreCoverageQueryOptions,
  storyCoverageQueryOptions,
} from '../api';
import { articleMessages } from '../messages';

const NO_SUBJECT: CoverageSubject = { kind: 'category', name: '', shown: '' };

function CoverageRow({ item }: { item: ContentItem }) {
  return (
    <li className="py-3">
      <Link
        to={paths.article(item.contentId)}
        lang={languageOfItem(item)}
        className="line-clamp-2 font-serif text-lg leading-snug font-semibold text-ink hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
      >
        {item.title}
      </Link>
      <SourceLine item={item} className="mt-1 gap-1.5" />
    </li>
  );
}

/** `lang`: the interface's language, where it differs from the story's around it. */
export function MoreCoverage({ item, lang }: { item: ContentItem; lang?: string }) {
  const t = useMessages(articleMessages);
  const headingId = useId();
  const coverage = storyCoverageQueryOptions(item);
  // A story about no one and in no category has no coverage to ask for (the hook still runs, idle).
  const related = useQuery({
    ...(coverage?.options ?? moreCoverageQueryOptions(NO_SUBJECT, undefined)),
    enabled: coverage !== undefined,
  });
  if (!coverage) return null;
  const others = related.data && distinctCoverage(item, related.data.content);
  // Supplementary: a failure or an empty answer leaves the story as it is.
  if (related.isError || others?.length === 0) return null;

  const { subject } = coverage;
  const about = subject.kind === 'person' ? subject.name : subject.shown;
  return (
    <section lang={lang} aria-labelledby={headingId} className="mt-10 border-t border-rule pt-6">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        {t.moreCoverage}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {subject.kind === 'person' ? t.latestAbout(about) : t.latestIn(about)}
      </p>
      {others === undefined ? (
        <ul aria-busy="true" className="mt-2 divide-y divide-rule">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} aria-hidden="true" className="space-y-2 py-3">
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-3 w-32" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-2 divide-y divide-rule">
          {others.map((other) => (
            <CoverageRow key={other.contentId} item={other} />
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link
          to={
            subject.kind === 'person'
              ? paths.person(subject.id)
              : paths.feed({ category: subject.name, language: languageOfItem(item) })
          }
          className="text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {subject.kind === 'person' ? t.allAbout(about) : t.allIn(about)}
        </Link>
      </p>
    </section>
  );
}
