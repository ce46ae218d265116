// Every image address an answer carries (a story's main image and thumbnail, provider logos, person and
// team pictures, category images, video posters, comic strips) is judged here, once, as the answer
// leaves the API client, by the same rule as an article body's images (`isSafeImageSource`): an upstream
// that names an API path (`…/person/X/add?userId=…`, a follow made in the reader's name by an <img>) or
// a `javascript:`/`data:` address gets no image, on any page, in the page's head or in the cache.
import { isSafeImageSource } from '@/lib/image-source';

/** Optional fields that are an image's address. */
const IMAGE_ADDRESSES = new Set(['imageUrl', 'logoUrl', 'contentSourceLogo', 'posterUrl']);
/** Optional `{ url, width, height }` objects; a list of them keeps its safe ones. */
const IMAGE_OBJECTS = new Set(['mainImage', 'mainImageThumbnail']);
const IMAGE_LISTS = new Set(['additionalImages']);
/** A comic strip is its image: a strip whose address is refused is left out of the list. */
const REQUIRED_IMAGE_ADDRESS = 'imageURL';

function safe(value: unknown, origin: string | undefined): boolean {
  return typeof value === 'string' && isSafeImageSource(value, origin);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `false` when the object itself must go (a comic without a safe strip). */
function clean(value: Record<string, unknown>, origin: string | undefined): boolean {
  // `for…in`, not Object.entries: no pair allocated per field of every object of an answer (an answer's
  // objects are plain JSON, nothing inherited).
  for (const key in value) {
    const field = value[key];
    if (key === REQUIRED_IMAGE_ADDRESS && typeof field === 'string') {
      if (!safe(field, origin)) return false;
    } else if (IMAGE_ADDRESSES.has(key)) {
      if (field !== undefined && !safe(field, origin)) delete value[key];
    } else if (IMAGE_OBJECTS.has(key) && isRecord(field)) {
      if (!safe(field.url, origin)) delete value[key];
    } else if (IMAGE_LISTS.has(key) && Array.isArray(field)) {
      value[key] = field.filter((image) => isRecord(image) && safe(image.url, origin));
    } else if (Array.isArray(field)) {
      value[key] = field.filter((item) => !isRecord(item) || clean(item, origin));
    } else if (isRecord(field)) {
      clean(field, origin);
    }
  }
  return true;
}

/**
 * The parsed answer with every unsafe image address removed (in place: a parsed answer is the client's
 * own fresh copy). `origin` is the page's, by default the browser's or the server render's.
 */
export function withSafeImageUrls<T>(answer: T, origin?: string): T {
  if (Array.isArray(answer)) {
    return answer.filter((item) => !isRecord(item) || clean(item, origin)) as T;
  }
  if (isRecord(answer)) clean(answer, origin);
  return answer;
}
