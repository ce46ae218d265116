// Every image URL the API hands out, root-relative so they work behind any host; /media routes parse them back.
// Every id is written as one path segment (encoded), so an address never leaves /media/: the render's API
// client takes the server's own addresses without judging them again (src/api/client.ts, `ownAnswers`).
import { MEDIA_ROOT } from '../../contract/vocabulary';

export const mediaUrls = {
  category: (id: number) => `${MEDIA_ROOT}categories/${id}.png`,
  providerLogo: (id: string) => `${MEDIA_ROOT}providers/${encodeURIComponent(id)}.png`,
  person: (id: string) => `${MEDIA_ROOT}persons/${encodeURIComponent(id)}.png`,
  teamLogo: (id: string) => `${MEDIA_ROOT}teams/${encodeURIComponent(id)}.png`,
  contentMain: (contentId: string) => `${MEDIA_ROOT}content/${encodeURIComponent(contentId)}/main.jpg`,
  contentExtra: (contentId: string, index: number) =>
    `${MEDIA_ROOT}content/${encodeURIComponent(contentId)}/extra-${index}.jpg`,
  contentThumb: (contentId: string, width: number, height: number, quality: number) =>
    `${MEDIA_ROOT}content/${encodeURIComponent(contentId)}/thumb-${width}x${height}-q${quality}.jpg`,
  comic: (contentId: string) => `${MEDIA_ROOT}comics/${encodeURIComponent(contentId)}.png`,
};
