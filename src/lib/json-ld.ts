/**
 * The structured data (schema.org, as JSON-LD) that search engines read on
 * the home page and the offers page: the practice as a local professional
 * service, where it goes, and its offers with the prices of content/data/.
 *
 * The testimonials are deliberately left out: reviews that a business
 * publishes about itself are "self-serving" and not eligible for review rich
 * results (Google's review snippet guidelines); marking them up would at best
 * be ignored, at worst be flagged as spammy structured data.
 */
import { pageWithRole, pathOfRole } from '../content/roles.ts'
import type { Offers, PageEntry, Pages, Practice, Price } from '../content/schema.ts'
import { formatPrice, phoneHref } from './format.ts'
import { shareImage } from './seo.ts'

/** The pages whose HTML carries the practice's structured data: the home page and the offers page. */
export function jsonLdPaths(pages: readonly PageEntry[]): string[] {
  return ['/', pathOfRole(pages, 'offers')]
}

/** A schema.org Offer for one price of one service. */
export interface OfferLd {
  '@type': 'Offer'
  name: string
  price: number
  priceCurrency: 'EUR'
  description?: string
  url: string
  itemOffered: { '@type': 'Service'; name: string; description: string }
}

export interface PracticeLd {
  '@context': 'https://schema.org'
  '@type': 'ProfessionalService'
  '@id': string
  name: string
  description: string
  url: string
  image: string
  telephone: string
  email: string
  priceRange: string
  knowsLanguage: 'fr'
  address: { '@type': 'PostalAddress'; addressLocality: string; addressCountry: 'FR' }
  areaServed: {
    '@type': 'GeoCircle'
    geoMidpoint: { '@type': 'GeoCoordinates'; address: { '@type': 'PostalAddress'; addressLocality: string; addressCountry: 'FR' } }
    /** In metres, as schema.org reads a bare number. */
    geoRadius: number
  }
  hasOfferCatalog: {
    '@type': 'OfferCatalog'
    name: string
    itemListElement: OfferLd[]
  }
}

interface Offerable {
  name: string
  description: string
  price: Price
  note?: string
}

/** What the structured data is made of: practice.yaml, offers.yaml, and the page list (the offers page's address and title). */
export interface JsonLdContent {
  practice: Practice
  offers: Pick<Offers, 'offers' | 'footnotes'>
  pages: Pick<Pages, 'pages'>
}

/** Every offer once per price (a package may have two), in page order. */
function offerables({ offers: { offers, footnotes } }: JsonLdContent): Offerable[] {
  return offers.flatMap((offer) =>
    offer.prices.map((price) => {
      const note = offer.priceNote ?? footnotes.find((footnote) => footnote.number === price.footnote)?.text
      return { name: offer.title, description: offer.text, price, ...(note ? { note } : {}) }
    }),
  )
}

/** « 30 € – 250 € », from the cheapest and the dearest price of the data. */
export function priceRange(content: JsonLdContent): string {
  const amounts = offerables(content).map((item) => item.price.amount)
  return `${formatPrice({ amount: Math.min(...amounts) })} – ${formatPrice({ amount: Math.max(...amounts) })}`
}

/** The practice, its area and its offers, as one schema.org object. */
export function practiceJsonLd(content: JsonLdContent, siteUrl: string, description: string): PracticeLd {
  const { practice } = content
  const offersPage = pageWithRole(content.pages.pages, 'offers') ?? { path: '/', title: practice.profession }
  const address = { '@type': 'PostalAddress', addressLocality: practice.city, addressCountry: 'FR' } as const
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteUrl}/#cabinet`,
    name: `${practice.name}, ${practice.profession.toLowerCase()}`,
    description,
    url: `${siteUrl}/`,
    image: `${siteUrl}${shareImage.path}`,
    telephone: phoneHref(practice.phone).replace(/^tel:/, ''),
    email: practice.email,
    priceRange: priceRange(content),
    knowsLanguage: 'fr',
    address,
    // The city only: its coordinates are not known, and invented ones would mislead.
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', address },
      geoRadius: practice.travelRadiusKm * 1000,
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: offersPage.title,
      itemListElement: offerables(content).map((item) => ({
        '@type': 'Offer',
        name: item.name,
        price: item.price.amount,
        priceCurrency: 'EUR',
        ...(item.note ? { description: item.note } : {}),
        url: `${siteUrl}${offersPage.path}`,
        itemOffered: { '@type': 'Service', name: item.name, description: item.description },
      })),
    },
  }
}

/**
 * A `<script type="application/ld+json">` element. « < » is escaped so that
 * no text of the data can close the element. The browser never runs it, so
 * the Content-Security-Policy does not apply to it.
 */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}
