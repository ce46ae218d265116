// /media/…: every image the API refers to, rendered on first request, cached on disk, served immutable.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveByIdOrName } from '../db/catalog-repository';
import { articleSvg, badgeSvg, comicSvg } from '../media/artwork';
import type { ImageCache, RenderSpec } from '../media/image-cache';
import { acceptedQualities } from '../lib/accept-header';
import { badParam, notFound } from '../lib/http-error';
import { CACHE_IMMUTABLE } from '../plugins/http-caching';
import { mediaUrls } from '../lib/media-urls';
import { isOnLadder, roundThumbnail } from '../../contract/thumbnail-ladder';
import { MEDIA_ROOT } from '../../contract/vocabulary';
import { rateLimitConfig, type Services } from './services';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Provider logos' side (px): the app draws them at 16 px beside a story's source. */
const PROVIDER_LOGO_SIZE = 64;
const THUMB = /^thumb-(\d{1,4})x(\d{1,4})-q(\d{1,3})\.jpg$/;

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/** Whether an `Accept` header names WebP (a browser's image requests do) and does not refuse it (`q=0`). */
function acceptsWebp(accept: string | undefined): boolean {
  return (acceptedQualities(accept ?? '').get('image/webp') ?? 0) > 0;
}

/**
 * A photograph (drawn as JPEG) is sent as WebP to a client that says it takes WebP: at the same quality
 * it is about half the bytes (decision 0029). The URL stays the contract's; the answer varies by `Accept`.
 * Logos, portraits and strips are flat drawings, for which PNG is as small, and are sent as they are.
 */
function negotiate(request: FastifyRequest, reply: FastifyReply, spec: RenderSpec): RenderSpec {
  if (spec.format !== 'jpeg') return spec;
  reply.header('vary', 'Accept');
  if (!acceptsWebp(request.headers.accept)) return spec;
  return { ...spec, format: 'webp', cacheKey: `${spec.cacheKey.replace(/\.jpg$/, '')}.webp` };
}

async function send(request: FastifyRequest, reply: FastifyReply, cache: ImageCache, requested: RenderSpec) {
  const spec = negotiate(request, reply, requested);
  // The URL and the format fully determine the bytes, so the cache key is a strong validator.
  const etag = `"${createHash('sha1').update(spec.cacheKey).digest('base64url')}"`;
  reply.header('cache-control', CACHE_IMMUTABLE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  // Counted against the asking address, so one client's flood of uncached sizes is refused before
  // it fills the render queue others wait in.
  const buffer = await cache.get(spec, request.ip);
  return reply.type(CONTENT_TYPES[spec.format]).send(buffer);
}

export async function mediaRoutes(app: FastifyInstance, options: Services & { imageCache: ImageCache }) {
  const { catalog, content, comics, imageCache } = options;
  const limit = rateLimitConfig(options, 'media');

  app.get<{ Params: { kind: string; file: string } }>(
    `${MEDIA_ROOT}:kind/:file`,
    limit,
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^(.{1,100})\.png$/.exec(file);
      if (!match) throw notFound('no such image');
      const id = match[1] as string;
      const badge = (key: string, label: string, shape: 'circle' | 'shield', size = 256): RenderSpec => ({
        cacheKey: `${kind}/${key}-${size}.png`,
        svg: () => badgeSvg(key, label, shape),
        width: size,
        height: size,
        format: 'png',
      });
      switch (kind) {
        case 'categories': {
          const category = /^\d+$/.test(id) ? catalog.categoryById.get(Number(id)) : undefined;
          if (!category) throw notFound('no such category image');
          return send(request, reply, imageCache, badge(`category-${category.id}`, category.name, 'circle'));
        }
        case 'providers': {
          const provider = catalog.providerById.get(id);
          if (!provider) throw notFound('no such provider logo');
          return send(
            request,
            reply,
            imageCache,
            // Drawn at 16 px beside a story's source (4x covers any screen): a quarter of the bytes at 256.
            badge(provider.id, provider.displayName.replace(/^The /, ''), 'circle', PROVIDER_LOGO_SIZE),
          );
        }
        case 'persons': {
          const person = resolveByIdOrName(catalog.personById, new Map(), id);
          if (!person) throw notFound('no such person image');
          return send(request, reply, imageCache, badge(person.id, person.name, 'circle'));
        }
        case 'teams': {
          const team = resolveByIdOrName(catalog.teamById, new Map(), id);
          if (!team) throw notFound('no such team logo');
          return send(request, reply, imageCache, badge(team.id, team.name, 'shield'));
        }
        case 'comics': {
          const comic = UUID.test(id) ? comics.byId(id) : undefined;
          if (!comic) throw notFound('no such comic');
          const date = new Date(comic.pub_date * 1000).toISOString().slice(0, 10);
          return send(request, reply, imageCache, {
            cacheKey: `comics/${comic.content_id}.png`,
            svg: () =>
              comicSvg(comic.content_id, comic.theme, comic.caption, comic.width, comic.height, date),
            width: comic.width,
            height: comic.height,
            format: 'png',
          });
        }
        default:
          throw notFound('no such image');
      }
    },
  );

  app.get<{ Params: { contentId: string; file: string } }>(
    `${MEDIA_ROOT}content/:contentId/:file`,
    limit,
    async (request, reply) => {
      const { contentId, file } = request.params;
      const item = UUID.test(contentId) ? content.exists(contentId) : undefined;
      if (!item) throw notFound('no such content image');
      const article = (
        cacheKey: string,
        width: number,
        height: number,
        quality: number,
        key = contentId,
      ): RenderSpec => ({
        cacheKey: `content/${contentId.slice(0, 2)}/${contentId}/${cacheKey}`,
        svg: () => articleSvg(key, width, height),
        width,
        height,
        format: 'jpeg',
        quality,
      });
      if (file === 'main.jpg')
        return send(request, reply, imageCache, article(file, item.image_width, item.image_height, 85));
      const extra = /^extra-(\d)\.jpg$/.exec(file);
      if (extra) {
        const index = Number(extra[1]);
        if (index < 1 || index > item.extra_images) throw notFound('no such additional image');
        return send(request, reply, imageCache, article(file, 1024, 768, 85, `${contentId}-${index}`));
      }
      const thumb = THUMB.exec(file);
      if (thumb) {
        const [width, height, quality] = [Number(thumb[1]), Number(thumb[2]), Number(thumb[3])];
        if (width < 16 || width > 2000)
          throw badParam('thumbImgWidth', 'thumbImgWidth must be an integer from 16 to 2000');
        if (height < 16 || height > 2000)
          throw badParam('thumbImgHeight', 'thumbImgHeight must be an integer from 16 to 2000');
        if (quality < 1 || quality > 100)
          throw badParam('thumbImgQuality', 'thumbImgQuality must be an integer from 1 to 100');
        // Only ladder steps are ever rendered; another size is sent to its nearest step.
        if (!isOnLadder({ width, height, quality })) {
          const step = roundThumbnail({ width, height, quality });
          return reply
            .code(301)
            .header('cache-control', CACHE_IMMUTABLE)
            .redirect(mediaUrls.contentThumb(contentId, step.width, step.height, step.quality), 301);
        }
        return send(
          request,
          reply,
          imageCache,
          article(`thumb-${width}x${height}-q${quality}.jpg`, width, height, quality),
        );
      }
      throw notFound('no such content image');
    },
  );
}
