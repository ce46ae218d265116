// Every image URL the API hands out, root-relative so they work behind any host; /media routes parse them back.
import { MEDIA_ROOT } from '../../contract/vocabulary';

export const mediaUrls = {
  category: (id: number) => `${MEDIA_ROOT}categories/${id}.png`,
  providerLogo: (id: string) => `${MEDIA_ROOT}providers/${encodeURIComponent(id)}.png`,
  person: (id: string) => `${MEDIA_ROOT}persons/${encodeURIComponent(id)}.png`,
  teamLogo: (id: string) => `${MEDIA_ROOT}teams/${encodeURIComponent(id)}.png`,
  contentMain: (contentId: string) => `${MEDIA_ROOT}content/${contentId}/main.jpg`,
  contentExtra: (contentId: string, index: number) => `${MEDIA_ROOT}content/${contentId}/extra-${index}.jpg`,
  contentThumb: (contentId: string, width: number, height: number, quality: number) =>
    `${MEDIA_ROOT}content/${contentId}/thumb-${width}x${height}-q${quality}.jpg`,
  comic: (contentId: string) => `${MEDIA_ROOT}comics/${contentId}.png`,
};
