// Operation 6: a person and their top article (follow and unfollow: follow-routes.ts).
import { filtersOf, thumbnailOf, toContentItem } from '../lib/content-view';
import { personOr404 } from '../lib/entities';
import { mediaUrls } from '../lib/media-urls';
import type { Handlers } from './operations';
import type { Services } from './services';

export function personHandlers({ catalog, content, users }: Services): Pick<Handlers, 'person'> {
  return {
    person: ({ params, query }) => {
      const person = personOr404(catalog, params.id);
      // `person` narrows the top article to items that also name those persons.
      const top = content.topArticleFor(person.id, filtersOf(query));
      return {
        id: person.id,
        name: person.name,
        description: person.description,
        imageUrl: mediaUrls.person(person.id),
        // The demo persons are invented: the link has the shape of the real service's (an article by name).
        wikipediaUrl: `https://en.wikipedia.org/wiki/${encodeURIComponent(person.name.replace(/ /g, '_'))}`,
        topArticle: top ? toContentItem(top, catalog, thumbnailOf(query)) : null,
        ...(person.sportType !== null ? { sportType: person.sportType } : {}),
        ...(query.userId !== undefined ? { isFollowed: users.followsPerson(query.userId, person.id) } : {}),
      };
    },
  };
}
