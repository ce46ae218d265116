import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { DENSITIES, densityStore } from '../density';
import { useStoryExtras } from '../story-extras';

/** Above a feed: how dense it is, and marking everything loaded as read. */
export function FeedToolbar({ contentIds }: { contentIds: readonly string[] }) {
  const density = densityStore.use();
  const { isRead, markRead } = useStoryExtras();
  const name = useId();
  const unread = contentIds.filter((id) => !isRead(id));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-rule pb-2 text-sm">
      <fieldset className="flex items-center gap-1">
        <legend className="float-left mr-2 text-ink-muted">Density</legend>
        {DENSITIES.map((option) => (
          <label
            key={option.value}
            className={`inline-flex min-h-8 cursor-pointer items-center rounded-md px-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
              density === option.value ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-paper-sunk'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={density === option.value}
              onChange={() => densityStore.set(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <Button
        variant="ghost"
        className="min-h-8 px-2 py-1 underline"
        disabled={unread.length === 0}
        onClick={() => markRead(unread)}
      >
        Mark all as read
      </Button>
    </div>
  );
}
