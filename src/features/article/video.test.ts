// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/api/schemas';
import { videoOfferOf } from './video';

const story = (playerUrl: string, durationSeconds = 589): ContentItem => ({
  contentId: 'v1',
  title: 'A match',
  contentSource: 'pitchside',
  publishedAt: 1,
  media: { type: 'video', durationSeconds, playerUrl },
});

describe('what a video story offers', () => {
  it('embeds a player whose origin the configuration lists, and links to any other https player', () => {
    const origins = ['https://pitchside.example'];
    expect(videoOfferOf(story('https://pitchside.example/player/v1'), origins)).toEqual({
      url: 'https://pitchside.example/player/v1',
      embed: true,
      duration: '9:49',
    });
    expect(videoOfferOf(story('https://other.example/player/v1', 3725), origins)).toEqual({
      url: 'https://other.example/player/v1',
      embed: false,
      duration: '1:02:05',
    });
    // Same host, another scheme or port: another origin.
    expect(videoOfferOf(story('https://pitchside.example:8443/p'), origins)?.embed).toBe(false);
  });

  it('offers nothing for a story without video, or a player that is not https', () => {
    expect(videoOfferOf({ ...story('https://a.example/'), media: undefined })).toBeUndefined();
    for (const url of [
      'http://pitchside.example/player/v1',
      'javascript:alert(1)',
      '/media/video/a',
      'nonsense',
    ]) {
      expect(videoOfferOf(story(url), ['http://pitchside.example'])).toBeUndefined();
    }
  });
});
