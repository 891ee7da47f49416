import { Fragment } from 'react'
import { footnotes, offers } from 'virtual:content/offers'
import { ui } from 'virtual:content/ui'
import type { ContentProps, Offer, OfferGroup, Price } from '../../content/schema.ts'
import { fill, formatDuration, formatPrice } from '../../lib/format.ts'
import { card, cardGrid, cardText, cardTitle } from '../../styles/card.css.ts'
import { wide } from '../../styles/layout.css.ts'
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx'
import * as styles from './PriceTable.css.ts'

/** What a card's button does: book one appointment, or choose a package. */
const actions: Record<OfferGroup, 'book' | 'choose' | undefined> = {
  prenatal: 'book',
  postnatal: 'book',
  complementary: undefined,
  specific: undefined,
  packages: 'choose',
}

/** The booking form, with the offer's type of consultation chosen in advance. */
export function bookingHref(offer: Pick<Offer, 'booking'>): string {
  return `/rendez-vous?service=${encodeURIComponent(offer.booking)}`
}

/** Which offers to show: `prenatal`, `postnatal`, `complementary`, `specific` or `packages`. */
export type PriceTableProps = ContentProps<'PriceTable'>

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
  const action = actions[offer.group]
  return (
    <li className={card}>
      {offer.appointments && <p className={styles.kicker}>{fill(ui.offers.appointments, { count: offer.appointments })}</p>}
      <h3 className={cardTitle}>{offer.title}</h3>
      <p className={cardText}>{offer.text}</p>
      {offer.features.length > 0 && (
        <ul className={styles.features} aria-label={action === 'choose' ? ui.offers.includes : undefined}>
          {offer.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              {feature}
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
      {action && (
        <div className={styles.action}>
          <ButtonLink to={bookingHref(offer)} variant={action === 'choose' ? 'primary' : 'secondary'}>
            {action === 'choose' ? ui.offers.choose : ui.offers.book}
          </ButtonLink>
        </div>
      )}
    </li>
  )
}

/** The price cards of one group of offers, with the notes their prices point to under them. */
export function PriceTable({ group }: PriceTableProps) {
  const shown = offers.filter((offer) => offer.group === group)
  const markers = new Set(shown.flatMap((offer) => offer.prices.map((price) => price.footnote)))
  const notes = footnotes.filter((footnote) => markers.has(footnote.number))
  return (
    <div className={wide}>
      <ul className={cardGrid}>
        {shown.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </ul>
      {notes.length > 0 && (
        <ul className={styles.footnotes} aria-label={ui.offers.footnotesLabel}>
          {notes.map((footnote) => (
            <li key={footnote.number}>
              ({footnote.number}) {footnote.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
