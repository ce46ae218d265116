// What a set of stories calls the values of the feed's filters: a provider's code, a person's or a team's
// id, a topic, a tag. The filter panel's suggestions and chips, the feed's heading and the view's Atom feed
// all name values from here.
import type { ContentItem } from '@/api/schemas';
import type { ChoiceSource } from './filter-table';

/** The filters whose values stories carry (the others come from fixed lists: categories, languages, countries). */
export type StorySource = Exclude<ChoiceSource, 'category' | 'language' | 'country'>;
export const STORY_SOURCES: readonly StorySource[] = ['vendor', 'topic', 'person', 'team', 'tag'];

const isStorySource = (source: ChoiceSource | undefined): source is StorySource =>
  (STORY_SOURCES as readonly (ChoiceSource | undefined)[]).includes(source);

/**
 * What a set of stories calls each filter value they carry, by source: value → label, the value as `key`
 * writes it.
 */
export function namesIn(
  items: readonly ContentItem[],
  key: (value: string) => string = (value) => value,
): Record<StorySource, Map<string, string>> {
  const maps: Record<StorySource, Map<string, string>> = {
    vendor: new Map(),
    topic: new Map(),
    person: new Map(),
    team: new Map(),
    tag: new Map(),
  };
  for (const item of items) {
    maps.vendor.set(key(item.contentSource), item.contentSourceDisplay || item.contentSource);
    for (const ref of item.topics ?? []) maps.topic.set(key(ref.name), ref.name);
    for (const ref of item.persons ?? []) maps.person.set(key(ref.id), ref.name);
    for (const ref of item.teams ?? []) maps.team.set(key(ref.id), ref.name);
    for (const tag of item.tags ?? []) maps.tag.set(key(tag), tag);
  }
  return maps;
}

/**
 * Names a value of the view's URL as the view's own stories do (given by its id or code, or by its name,
 * in any case), else as given. The page (on the server and in the browser) and the view's Atom feed name
 * them from the same first page of stories, so all three say the same.
 */
export function storyNamer(items: readonly ContentItem[] = []) {
  const names = namesIn(items, (value) => value.toLowerCase());
  return (value: string, source?: ChoiceSource): string => {
    if (!isStorySource(source)) return value;
    const known = names[source];
    const wanted = value.toLowerCase();
    return known.get(wanted) ?? [...known.values()].find((name) => name.toLowerCase() === wanted) ?? value;
  };
}
