import type { ContentItem, EntityRef } from '@/api/schemas';

/**
 * The persons named in a set of stories, most mentioned first (ties keep first appearance).
 * Feeds people suggestions wherever the app offers "people in the news" (home, profile, team).
 */
export function personsMentioned(items: readonly ContentItem[], max = 12): EntityRef[] {
  const counts = new Map<string, { person: EntityRef; count: number; first: number }>();
  items.forEach((item, index) => {
    for (const person of item.persons ?? []) {
      const entry = counts.get(person.id);
      if (entry) entry.count += 1;
      else counts.set(person.id, { person, count: 1, first: index });
    }
  });
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, max)
    .map((entry) => entry.person);
}
