import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { RadioPill } from '@/components/ui/radio-pill';
import { useMessages } from '@/lib/i18n';
import { DENSITIES, densityStore } from '../density';
import { feedMessages } from '../messages';
import { useStoryExtras } from '../story-extras';

/** Above a feed: how dense it is, and marking everything loaded as read. */
export function FeedToolbar({ contentIds }: { contentIds: readonly string[] }) {
  const t = useMessages(feedMessages);
  const density = densityStore.use();
  const { isRead, markRead } = useStoryExtras();
  const name = useId();
  const unread = contentIds.filter((id) => !isRead(id));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-rule pb-1 text-sm noscript:hidden">
      <fieldset className="flex items-center gap-1">
        {/* On a phone the pills say it themselves; the legend stays their name for a screen reader. */}
        <legend className="float-left mr-2 text-ink-muted max-sm:sr-only">{t.density}</legend>
        {DENSITIES.map((option) => (
          <RadioPill
            key={option}
            look="quiet"
            name={name}
            value={option}
            checked={density === option}
            onChange={() => densityStore.set(option)}
          >
            {t.densities[option]}
          </RadioPill>
        ))}
      </fieldset>
      <Button
        variant="ghost"
        className="min-h-8 px-2 py-1 underline"
        disabled={unread.length === 0}
        onClick={() => markRead(unread)}
      >
        {t.markAllRead}
      </Button>
    </div>
  );
}
