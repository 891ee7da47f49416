/**
 * What search engines and link previews read in each page's <head>, and the
 * sitemap.xml and robots.txt of the site, from the route manifest and the
 * one site-URL setting (`siteUrl` in content/data/practice.yaml).
 * Used by scripts/build/prerender.ts.
 */

/** The share image of every page (drawn by scripts/tools/images.ts). */
export const shareImage = {
  path: '/images/partage.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const

/** What the head of one page is made from. */
export interface SeoPage {
  /** The page's path, or `null` for the page shown at unknown addresses. */
  path: string | null
  /** The page's own title, without the site name (the `og:title`). */
  title: string
  description: string
  /** `false` for her own page (pages.yaml's `kind: private`): kept out of search results, with nothing to share. */
  indexed?: boolean
}

export interface SeoSite {
  /** The public address of the site, without a trailing slash. */
  siteUrl: string
  /** The name shown by link previews (`og:site_name`). */
  siteName: string
  /** What the share image shows, for link previews read aloud (`og:image:alt`). */
  imageAlt: string
  /** A preview build (SITE_ENV=preview): no page may be indexed or followed. */
  preview?: boolean
}

/** The text of a page's `<title>`: her title of the page, then her name. */
export function titleText(pageTitle: string, name: string): string {
  return `${pageTitle} · ${name}`
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The one address of a page: « https://site.fr/ », « https://site.fr/a-propos ». */
export function canonicalUrl(siteUrl: string, path: string): string {
  if (!/^https:\/\/[^/]+$/.test(siteUrl)) {
    throw new Error(`siteUrl must be « https://host » with no trailing slash, got « ${siteUrl} » (content/data/practice.yaml).`)
  }
  return `${siteUrl}${path === '/' ? '/' : path}`
}

/**
 * The tags of a page's head after the title: description, canonical link,
 * Open Graph and Twitter tags. The page of unknown addresses has no address
 * of its own: it gets `noindex` and nothing to share. A preview's pages all
 * get `noindex, nofollow`, so a preview address found by a crawler stays out
 * of search results and leads nowhere.
 */
export function headTags(site: SeoSite, page: SeoPage): string[] {
  const tag = (name: string, content: string, attribute: 'name' | 'property' = 'name') =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`
  const description = tag('description', page.description)
  const robots = site.preview ? [tag('robots', 'noindex, nofollow')] : []
  if (page.path === null) return [description, ...(site.preview ? robots : [tag('robots', 'noindex')])]
  // Her tool: not indexed, and its links (to the conditions, to her confirmation's mail app) not followed.
  if (page.indexed === false) return [description, tag('robots', 'noindex, nofollow')]
  const url = canonicalUrl(site.siteUrl, page.path)
  const og = (name: string, content: string | number) => tag(`og:${name}`, String(content), 'property')
  return [
    description,
    ...robots,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    og('type', 'website'),
    og('locale', 'fr_FR'),
    og('site_name', site.siteName),
    og('title', page.title),
    og('description', page.description),
    og('url', url),
    og('image', `${site.siteUrl}${shareImage.path}`),
    og('image:type', shareImage.type),
    og('image:width', shareImage.width),
    og('image:height', shareImage.height),
    og('image:alt', site.imageAlt),
    tag('twitter:card', 'summary_large_image'),
  ]
}

/** The sitemap of the given pages (the 404 page is never one of them). */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(canonicalUrl(siteUrl, path))}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Everything may be crawled; the sitemap says what there is. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n')
}

/** A preview's robots.txt: nothing may be crawled, and there is no sitemap to point to. */
export function previewRobotsTxt(): string {
  return ['User-agent: *', 'Disallow: /', ''].join('\n')
}

/**
 * A preview's `_headers`: `X-Robots-Tag: noindex` on every answer, which also
 * covers what has no <head> (images, robots.txt itself). Added as a rule of
 * its own: Netlify, Cloudflare Pages and scripts/tools/static-server.ts apply
 * every rule that matches.
 */
export function previewHeaders(headers: string): string {
  return `${headers.trimEnd()}\n\n# A preview build (SITE_ENV=preview): never indexed.\n/*\n  X-Robots-Tag: noindex\n`
}

/**
 * `X-Robots-Tag: noindex, nofollow` for her own pages, as a rule of their own
 * at each address (with and without the final slash, which a static host
 * serves alike): the meta tag covers the HTML, the header covers a crawler
 * that reads headers only. Not a `Disallow` in robots.txt, which would print
 * the address for anyone to read and stop crawlers from seeing the `noindex`.
 */
export function privateHeaders(headers: string, paths: readonly string[]): string {
  if (paths.length === 0) return headers
  const rules = paths.flatMap((path) => [`${path}\n  X-Robots-Tag: noindex, nofollow`, `${path}/\n  X-Robots-Tag: noindex, nofollow`])
  return `${headers.trimEnd()}\n\n# Her own pages (pages.yaml's kind: private): never indexed.\n${rules.join('\n\n')}\n`
}
