/**
 * What search engines and link previews read: head tags, sitemap, robots.txt
 * and the practice's JSON-LD, built from the manifest and content/data/.
 * (tests/e2e/quality-seo.spec.ts checks that the built pages carry them.)
 */
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../scripts/build/content/load.ts'
import { fixtureContent } from '../helpers/content-copy.ts'
import { notFoundPage, pages } from '../helpers/content.ts'
import { jsonLdPaths, jsonLdScript, practiceJsonLd, priceRange } from '../../src/lib/json-ld.ts'
import { canonicalUrl, headTags, previewRobotsTxt, robotsTxt, shareImage, sitemapXml } from '../../src/lib/seo.ts'

const site = { siteUrl: 'https://www.exemple.fr', siteName: 'Camille · Consultante en lactation', imageAlt: 'Une image de partage' }

/** The tests' own content (tests/helpers/minimal-content.ts): its figures may be pinned, the consultant's may not. */
const fixture = siteContent(fixtureContent)
const { practice } = fixture

/** The content of `<meta property|name="key" content="…">` in a list of tags. */
const meta = (tags: readonly string[], key: string) => /content="([^"]*)"/.exec(tags.find((tag) => tag.startsWith('<meta') && tag.includes(`"${key}"`)) ?? '')?.[1]

it('a canonical address: site URL then path, a slash only for home; a bad site URL names the file to fix', () => {
  expect(canonicalUrl(site.siteUrl, '/')).toBe('https://www.exemple.fr/')
  expect(canonicalUrl(site.siteUrl, '/a-propos')).toBe('https://www.exemple.fr/a-propos')
  expect(() => canonicalUrl('https://www.exemple.fr/', '/')).toThrow(/practice\.yaml/)
  expect(() => canonicalUrl('http://www.exemple.fr', '/')).toThrow(/https/)
})

describe('head tags of a page', () => {
  const page = { path: '/a-propos', title: 'À propos', description: 'Mon « parcours » & mes formations' }
  const tags = headTags(site, page)

  it('give the escaped description, the canonical link, French Open Graph tags and image, a large Twitter card', () => {
    expect(meta(tags, 'description')).toBe('Mon « parcours » &amp; mes formations')
    expect(tags).toContain('<link rel="canonical" href="https://www.exemple.fr/a-propos" />')
    const expected = {
      'og:title': 'À propos', 'og:url': 'https://www.exemple.fr/a-propos', 'og:locale': 'fr_FR', 'og:type': 'website', 'og:site_name': site.siteName,
      'og:image': `https://www.exemple.fr${shareImage.path}`, 'og:image:width': '1200', 'og:image:height': '630', 'og:image:alt': site.imageAlt,
      'twitter:card': 'summary_large_image', robots: undefined,
    }
    expect(Object.fromEntries(Object.keys(expected).map((key) => [key, meta(tags, key)]))).toEqual(expected)
  })

  // Her own page's X-Robots-Tag header, and a preview's, are proven with the site's headers (tests/unit/headers.test.ts).
  it.each([
    ['keep the page of unknown addresses out of search results', { path: null, title: notFoundPage.title, description: notFoundPage.description }, 'noindex'],
    ['keep her own page (kind: private) out', { path: '/outil-test', title: 'Outil', description: 'Mon outil', indexed: false }, 'noindex, nofollow'],
  ])('%s, with no canonical nor sharing tags', (_, unlisted, robots) => {
    const unlistedTags = headTags(site, unlisted)
    expect(meta(unlistedTags, 'robots')).toBe(robots)
    expect(unlistedTags.some((tag) => tag.includes('canonical') || tag.includes('og:'))).toBe(false)
  })
  // A preview's one « noindex, nofollow » on every page, the page of unknown addresses too: tests/e2e/preview-marks.spec.ts.
})

describe('sitemap.xml and robots.txt', () => {
  it('list every given page once, by its absolute address', () => {
    const xml = sitemapXml(site.siteUrl, pages.map((page) => page.path))
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual(pages.map((page) => canonicalUrl(site.siteUrl, page.path)))
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
  })

  it('let robots crawl everything and point them to the sitemap; a preview’s forbid all, with no sitemap', () => {
    expect(robotsTxt(site.siteUrl)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.exemple.fr/sitemap.xml\n')
    expect(previewRobotsTxt()).toBe('User-agent: *\nDisallow: /\n')
  })
})

describe('JSON-LD of the practice', () => {
  const script = jsonLdScript(practiceJsonLd(fixture, site.siteUrl, 'Accompagnement </script><b>'))
  const parsed: unknown = JSON.parse(/^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)?.[1] ?? 'null')
  const data = practiceJsonLd(fixture, site.siteUrl, 'x')

  it('points every offer to the page with « role: offers », wherever pages.yaml puts it, named by its title', () => {
    const moved = { ...fixture, pages: { pages: fixture.pages.pages.map((page) => (page.role === 'offers' ? { ...page, path: '/nos-tarifs', title: 'Nos tarifs' } : page)) } }
    const ld = practiceJsonLd(moved, site.siteUrl, 'x')
    expect(ld.hasOfferCatalog.name).toBe('Nos tarifs')
    expect(new Set(ld.hasOfferCatalog.itemListElement.map((offer) => offer.url))).toEqual(new Set([`${site.siteUrl}/nos-tarifs`]))
    expect(jsonLdPaths(moved.pages.pages)).toEqual(['/', '/nos-tarifs'])
  })

  it('parses back to the same object, with no « </script> » left in the element', () => {
    expect(script.slice(0, -'</script>'.length)).not.toContain('</script>')
    expect(parsed).toEqual(practiceJsonLd(fixture, site.siteUrl, 'Accompagnement </script><b>'))
  })

  it(`describes a professional service at the site address, over ${practice.travelRadiusKm} km around the city`, () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org', '@type': 'ProfessionalService', url: 'https://www.exemple.fr/', email: practice.email,
      name: expect.stringContaining(practice.name), telephone: expect.stringMatching(/^\+33\d{9}$/),
    })
    // No invented coordinates, and no testimonials (self-serving reviews are not eligible).
    expect(JSON.stringify(data)).not.toMatch(/latitude|longitude|Review|aggregateRating/)
    expect(data.areaServed).toMatchObject({ '@type': 'GeoCircle', geoRadius: practice.travelRadiusKm * 1000, geoMidpoint: { address: { addressLocality: practice.city } } })
  })

  it('offers every offer once per price, as offers.yaml gives it, in euros, a footnote saying when it holds', () => {
    const expected = fixture.offers.offers.flatMap((item) => item.prices.map((price) => [item.title, price.amount] as const))
    const offers = data.hasOfferCatalog.itemListElement
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual(expected)
    expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set(['EUR']))
    const etoilait = offers.filter((offer) => offer.name === 'Formule ETOILAIT')
    expect(etoilait.map((offer) => offer.description)).toEqual([
      'Avec la consultation d’allaitement prénatale.',
      'Avec la consultation d’allaitement prénatale étoilait.',
    ])
  })

  it('gives the price range from the cheapest to the dearest offer', () => {
    const amounts = fixture.offers.offers.flatMap((item) => item.prices.map((price) => price.amount))
    expect(new Set(amounts).size).toBeGreaterThan(1)
    expect(priceRange(fixture)).toBe(`${Math.min(...amounts)}\u00a0€ – ${Math.max(...amounts)}\u00a0€`)
  })
})
