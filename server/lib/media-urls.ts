// Every image URL the API hands out, root-relative so they work behind any host; /media routes parse them back.

export const mediaUrls = {
  category: (id: number) => `/media/categories/${id}.png`,
  providerLogo: (id: string) => `/media/providers/${encodeURIComponent(id)}.png`,
  person: (id: string) => `/media/persons/${encodeURIComponent(id)}.png`,
  teamLogo: (id: string) => `/media/teams/${encodeURIComponent(id)}.png`,
  contentMain: (contentId: string) => `/media/content/${contentId}/main.jpg`,
  contentExtra: (contentId: string, index: number) => `/media/content/${contentId}/extra-${index}.jpg`,
  contentThumb: (contentId: string, width: number, height: number, quality: number) =>
    `/media/content/${contentId}/thumb-${width}x${height}-q${quality}.jpg`,
  comic: (contentId: string) => `/media/comics/${contentId}.png`,
};
