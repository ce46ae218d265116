// What a page says about itself to the browser's tab, to search engines and to link previews in chats
// and social posts: its title, description, canonical URL, and Open Graph / Twitter card tags. React
// hoists these into <head>; the server moves them there before the page's body (server/render/).
import { createContext, useContext } from 'react';
import { isSafeImageSource } from '@/lib/image-source';
import { useLocation } from 'react-router-dom';
import { useMessages } from '@/lib/i18n';
import { uiMessages } from './messages';

export const SITE_NAME = 'Gazette';

/** The origin the reader addressed (the server's render sets the request's; the browser knows its own). */
export const PageOriginContext = createContext<string>(
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
);

export interface PageMetaProps {
  /** The page's own title, without the site name. */
  title: string;
  description?: string;
  /** A picture for link previews (any URL the page shows; made absolute here). */
  image?: string;
  /** Open Graph type: "article" for a story, "profile" for a person, else "website". */
  type?: 'website' | 'article' | 'profile';
  /** Pages that are not worth a search engine's index (not found, failed, the reader's own). */
  noindex?: boolean;
  /** A story's publisher, shown in previews that have room for it. */
  byline?: string;
  /** A story's publication time (epoch seconds). */
  publishedAt?: number;
}

/** One line, at most `max` characters, cut at a word. */
export function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

function absolute(url: string, origin: string): string | undefined {
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

export function PageMeta({
  title,
  description,
  image,
  type = 'website',
  noindex = false,
  byline,
  publishedAt,
}: PageMetaProps) {
  const t = useMessages(uiMessages);
  const origin = useContext(PageOriginContext);
  const location = useLocation();
  const url = absolute(`${location.pathname}${location.search}`, origin);
  const text = clip(description ?? t.siteDescription);
  // The page's picture is an answer's image (already judged by the API client); judged again here because
  // a `javascript:` or API address in the head is read by every site that shows a link to the page.
  const picture = image && isSafeImageSource(image, origin) ? absolute(image, origin) : undefined;
  const full = title === SITE_NAME ? SITE_NAME : `${title} · ${SITE_NAME}`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex" /> : url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      {url && <meta property="og:url" content={url} />}
      {picture && <meta property="og:image" content={picture} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      {picture && <meta name="twitter:image" content={picture} />}
      {byline && <meta name="author" content={byline} />}
      {byline && <meta name="twitter:label1" content={t.source} />}
      {byline && <meta name="twitter:data1" content={byline} />}
      {publishedAt !== undefined && (
        <meta property="article:published_time" content={new Date(publishedAt * 1000).toISOString()} />
      )}
    </>
  );
}
