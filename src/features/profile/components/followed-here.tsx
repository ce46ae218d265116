// The sources, topics and categories the reader follows in this browser, each with its toggle: a row
// unfollowed here stays (reading "Follow") until the page is left, so the reader can undo.
import { Link } from 'react-router-dom';
import { LocalFollowButton } from '@/components/ui/local-follow';
import { useLocalFollows, type FollowKind } from '@/lib/follows';
import { useHydrated } from '@/lib/hydrated';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { profileMessages } from '../messages';
import { useRetained } from '../use-retained';

const PARAMETER = { provider: 'vendor', topic: 'topic', category: 'category' } as const;

function Kind({ kind, title }: { kind: FollowKind; title: string }) {
  const t = useMessages(profileMessages);
  const follows = useLocalFollows();
  const rows = useRetained(follows[kind], kind);
  const id = `followed-${kind}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl font-semibold">
        {title} <span className="text-base font-normal text-ink-muted">({follows[kind].length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-ink-soft">{t.noneFollowedHere[kind]}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {rows.map((entry) => (
            <li
              key={entry.id}
              className="flex items-center gap-3 rounded-lg border border-rule bg-paper-raised p-3"
            >
              <Link
                to={paths.feed({ [PARAMETER[kind]]: entry.id })}
                className="min-w-0 flex-1 truncate font-medium hover:underline focus-visible:underline"
              >
                {entry.name}
              </Link>
              <LocalFollowButton kind={kind} target={entry} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Sources, Topics and Categories: followed in this browser, not on the server (so not on `/user/:id`). */
export function FollowedHere() {
  const t = useMessages(profileMessages);
  // The server cannot know them: the lists come with the browser's values.
  if (!useHydrated()) return null;
  return (
    <div className="mt-10 grid gap-8 border-t border-rule pt-6 lg:grid-cols-3">
      <p className="text-sm text-ink-soft lg:col-span-3">{t.keptHere}</p>
      <Kind kind="provider" title={t.sources} />
      <Kind kind="topic" title={t.topics} />
      <Kind kind="category" title={t.categories} />
    </div>
  );
}
