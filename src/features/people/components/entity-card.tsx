// A person or team at a glance: picture, role or competition, newest headline, the follow control
// and a way to their stories. The profile, the suggestions and the name cards all show this one.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ContentItem } from '@/api/schemas';
import { Avatar } from '@/components/ui/avatar';
import { sportLabel, uiMessages } from '@/components/ui/messages';
import { useMessages } from '@/lib/i18n';
import { getConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { personQueryOptions, teamLatestQueryOptions, teamQueryOptions } from '../api';
import type { FollowKind, FollowTarget } from '../follow';
import { peopleMessages } from '../messages';
import { useConfirmedFollow } from '../use-confirmed-follow';
import { FollowButton } from './follow-button';

export interface EntityCardRef {
  id: string;
  name: string;
  /** A picture already known (the user data carries one); the card asks for it otherwise. */
  pictureUrl?: string | undefined;
}

/**
 * `manage`: the profile's row, whose control reads "Unfollow" while followed.
 * `suggest`: a card offering the follow toggle.
 */
export type EntityCardMode = 'manage' | 'suggest';

/** The profile's clear way out; once unfollowed the row keeps the follow toggle to take it back. */
function UnfollowButton({ target }: { target: FollowTarget }) {
  const t = useMessages(peopleMessages);
  const follow = useConfirmedFollow(target);
  if (!follow.pressed) return <FollowButton target={target} />;
  return (
    <button
      type="button"
      aria-busy={follow.busy}
      disabled={follow.loading || follow.blockedSeconds > 0}
      onClick={follow.toggle}
      className="inline-flex min-h-10 items-center rounded-full border border-rule bg-paper px-4 text-sm font-medium text-ink hover:border-accent hover:text-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
    >
      {t.unfollow}
      <span className="sr-only">{t.unfollowWhom(target.name)}</span>
    </button>
  );
}

function Headline({ story }: { story: ContentItem | null | undefined }) {
  const t = useMessages(peopleMessages);
  if (!story) return null;
  return (
    <p className="line-clamp-2 text-sm">
      <span className="text-ink-muted">{t.latest}</span>
      <Link to={paths.article(story.contentId)} className="hover:underline focus-visible:underline">
        {story.title}
      </Link>
    </p>
  );
}

function usePersonFacts(id: string, enabled: boolean) {
  const { sports } = useMessages(uiMessages);
  const person = useQuery({ ...personQueryOptions(id), enabled });
  const sport = sportLabel(sports, person.data?.sportType);
  return {
    picture: person.data?.imageUrl,
    role: person.data?.description ?? sport,
    story: person.data?.topArticle,
  };
}

function useTeamFacts(id: string, enabled: boolean) {
  const { sports } = useMessages(uiMessages);
  const team = useQuery({ ...teamQueryOptions(id), enabled });
  const latest = useQuery({ ...teamLatestQueryOptions(id), enabled });
  const sport = sportLabel(sports, team.data?.sportType);
  return {
    picture: team.data?.logoUrl,
    role: [sport, team.data?.competitionName].filter(Boolean).join(' · ') || undefined,
    story: latest.data,
  };
}

export function EntityCard({
  kind,
  entity,
  mode,
  headingLevel = 3,
  compact = false,
}: {
  kind: FollowKind;
  entity: EntityCardRef;
  mode: EntityCardMode;
  headingLevel?: 2 | 3 | 4;
  /** One row — picture, name, role, the follow control — above a list of their stories (no headline). */
  compact?: boolean;
}) {
  const t = useMessages(peopleMessages);
  const person = usePersonFacts(entity.id, kind === 'person');
  const team = useTeamFacts(entity.id, kind === 'team');
  const facts = kind === 'person' ? person : team;
  const target: FollowTarget = { kind, id: entity.id, name: entity.name };
  const to = paths.entity(kind, entity.id);
  const canFollow = kind === 'person' || getConfig().features.teamFollow;
  const Heading = `h${headingLevel}` as const;
  const control =
    canFollow && (mode === 'manage' ? <UnfollowButton target={target} /> : <FollowButton target={target} />);
  const avatar = (
    <Avatar
      name={entity.name}
      url={entity.pictureUrl ?? facts.picture}
      size={compact ? 40 : 56}
      shape={kind === 'team' ? 'square' : 'round'}
    />
  );
  const naming = (
    <>
      <Heading className={`font-serif leading-tight font-semibold ${compact ? 'text-base' : 'text-lg'}`}>
        <Link to={to} className="hover:underline focus-visible:underline">
          {entity.name}
        </Link>
      </Heading>
      {facts.role && <p className="line-clamp-1 text-xs text-ink-muted">{facts.role}</p>}
    </>
  );
  if (compact)
    return (
      <div className="flex items-center gap-3 rounded-lg border border-rule bg-paper-raised p-2.5">
        {avatar}
        <div className="min-w-0 flex-1">{naming}</div>
        {control}
      </div>
    );
  return (
    <div className="flex h-full gap-3 rounded-lg border border-rule bg-paper-raised p-3">
      {avatar}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {naming}
        <Headline story={facts.story} />
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-2">
          {control}
          <Link to={to} className="text-sm text-accent underline underline-offset-4">
            {t.seeStories}
          </Link>
        </div>
      </div>
    </div>
  );
}
