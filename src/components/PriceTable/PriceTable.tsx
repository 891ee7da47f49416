import { Fragment } from 'react'
import {
  complementaryServices,
  packageFootnotes,
  packages,
  postnatalConsultations,
  prenatalConsultations,
  specificConsultations,
} from '../../../content/data/offers.ts'
import { ui } from '../../../content/data/ui.ts'
import { fill, formatDuration, formatPrice } from '../../lib/format.ts'
import type { Duration, FootnoteId, Package, Price } from '../../types/content.ts'
import { card, cardGrid, cardText, cardTitle } from '../../styles/card.css.ts'
import { wide } from '../../styles/layout.css.ts'
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx'
import * as styles from './PriceTable.css.ts'
import { frenchTypography } from '../../lib/typography.ts'

/** One card, whatever kind of offer it shows. */
interface Offer {
  id: string
  title: string
  text: string
  features: readonly string[]
  duration?: Duration
  prices: readonly Price[]
  priceNote?: string
  kicker?: string
  action?: 'book' | 'choose'
}

const bookingPath = '/rendez-vous'
const footnoteIds = [1, 2] as const satisfies readonly FootnoteId[]

/** The groups of offers, read from content/data/offers.ts, as cards. */
export const offerGroups = {
  prenatal: prenatalConsultations.map((c): Offer => ({
    id: c.id, title: c.name, text: c.details, features: c.features, duration: c.duration, prices: [c.price], action: 'book',
  })),
  postnatal: postnatalConsultations.map((c): Offer => ({
    id: c.id, title: c.name, text: c.details, features: c.features, duration: c.duration, prices: [c.price], action: 'book',
  })),
  complementary: complementaryServices.map((s): Offer => ({
    id: s.id, title: s.title, text: s.description, features: s.features, duration: s.duration, prices: [s.price],
    priceNote: 'priceNote' in s ? s.priceNote : undefined,
  })),
  specific: specificConsultations.map((s): Offer => ({
    id: s.id, title: s.title, text: s.description, features: [], duration: s.duration, prices: [s.price],
  })),
  packages: packages.map((p: Package): Offer => ({
    id: p.id, title: p.title, text: p.description, features: p.includes, prices: p.prices, action: 'choose',
    kicker: p.appointments ? fill(ui.offers.appointments, { count: p.appointments }) : undefined,
  })),
} as const

export type OfferGroup = keyof typeof offerGroups

export interface PriceTableProps {
  /** Which offers to show: `prenatal`, `postnatal`, `complementary`, `specific` or `packages`. */
  group: OfferGroup
}

function PriceText({ prices }: { prices: readonly Price[] }) {
  return prices.map((price, index) => (
    <Fragment key={index}>
      {index > 0 && ui.or}
      {formatPrice(price)}
      {price.footnote && <span className={styles.marker}>({price.footnote})</span>}
    </Fragment>
  ))
}

function OfferCard({ offer }: { offer: Offer }) {
  return (
    <li className={card}>
      {offer.kicker && <p className={styles.kicker}>{offer.kicker}</p>}
      <h3 className={cardTitle}>
        {offer.title}
      </h3>
      <p className={cardText}>{frenchTypography(offer.text)}</p>
      {offer.features.length > 0 && (
        <ul className={styles.features} aria-label={offer.action === 'choose' ? ui.offers.includes : undefined}>
          {offer.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              {frenchTypography(feature)}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.facts}>
        {offer.duration && (
          <span className={styles.duration}>
            <span className={styles.priceNote}>{ui.offers.duration}</span>
            {formatDuration(offer.duration)}
          </span>
        )}
        <p className={styles.price}>
          <span className={styles.priceNote}>{ui.offers.price}</span>
          <PriceText prices={offer.prices} />
          {offer.priceNote && <span className={styles.priceNote}>{offer.priceNote}</span>}
        </p>
      </div>
      {offer.action && (
        <div className={styles.action}>
          <ButtonLink to={bookingPath} variant={offer.action === 'choose' ? 'primary' : 'secondary'}>
            {offer.action === 'choose' ? ui.offers.choose : ui.offers.book}
          </ButtonLink>
        </div>
      )}
    </li>
  )
}

/** The price cards of one group of offers, with the packages' footnotes under them. */
export function PriceTable({ group }: PriceTableProps) {
  const offers = offerGroups[group]
  const markers = new Set(offers.flatMap((offer) => offer.prices.map((price) => price.footnote)))
  const footnotes = footnoteIds.filter((id) => markers.has(id)).map((id) => [id, packageFootnotes[id]] as const)
  return (
    <div className={wide}>
      <ul className={cardGrid}>
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </ul>
      {footnotes.length > 0 && (
        <ul className={styles.footnotes} aria-label={ui.offers.footnotesLabel}>
          {footnotes.map(([id, text]) => (
            <li key={id}>
              ({id}) {frenchTypography(text)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
