import { Fragment } from 'react'
import { footnotes, offers } from 'virtual:content/offers'
import { ui } from 'virtual:content/ui'
import type { ContentProps } from '../../content/components.ts'
import type { Offer, OfferGroup, Price } from '../../content/schema.ts'
import { formatDuration, formatPrice } from '../../lib/format.ts'
import { offerLabelOf } from '../../lib/offer-label.ts'
import { bookingHref } from '../../lib/booking-link.ts'
import { bookingPath } from '../../routes.ts'
import { card, cardGrid, cardText, cardTitle } from '../../styles/card.css.ts'
import { wide } from '../../styles/layout.css.ts'
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx'
import { Icon, type IconName } from '../Icon/Icon.tsx'
import * as styles from './PriceTable.css.ts'
import { Words } from '../Words/Words.tsx'

/** Each group's line icon: where or how it happens. */
const groupIcons: Record<OfferGroup, IconName> = {
  prenatal: 'home',
  postnatal: 'baby',
  complementary: 'video',
  specific: 'pump',
  packages: 'baby',
}


/** Which offers to show: `prenatal`, `postnatal`, `complementary`, `specific` or `packages`. */
export type PriceTableProps = ContentProps<'PriceTable'>

/** The offers of one group, in the order of offers.yaml. */
function groupOffers(group: OfferGroup): Offer[] {
  return offers.filter((offer) => offer.group === group)
}

/** Every offer can be booked: a package is chosen, a consultation is booked. */
export function OfferAction({ offer }: { offer: Offer }) {
  const choose = offer.group === 'packages'
  // Outlined, as every offer's: the page's one filled button is its booking one, under the offers.
  return (
    <ButtonLink to={bookingHref(bookingPath, offer)} variant="secondary">
      {choose ? ui.offers.choose : ui.offers.book}
    </ButtonLink>
  )
}

/** The small line above an offer's name (src/lib/format.ts), in the site's words. */
export const offerLabel = (offer: Offer): string | undefined => offerLabelOf(offer, ui.offers.appointments)

export function PriceText({ prices }: { prices: readonly Price[] }) {
  return prices.map((price, index) => (
    <Fragment key={index}>
      {index > 0 && ` ${ui.offers.or} `}
      {formatPrice(price)}
      {price.footnote && <span className={styles.marker}>({price.footnote})</span>}
    </Fragment>
  ))
}

/** The notes the prices of these offers point to (« (1) Avec… »), right under them. */
function PriceFootnotes({ shown }: { shown: readonly Offer[] }) {
  const markers = new Set(shown.flatMap((offer) => offer.prices.map((price) => price.footnote)))
  const notes = footnotes.filter((footnote) => markers.has(footnote.number))
  if (notes.length === 0) return null
  return (
    <ul className={styles.footnotes} aria-label={ui.offers.footnotesLabel}>
      {notes.map((footnote) => (
        <li key={footnote.number}>
          ({footnote.number}) <Words>{footnote.text}</Words>
        </li>
      ))}
    </ul>
  )
}

function OfferCard({ offer }: { offer: Offer }) {
  const label = offerLabel(offer)
  return (
    <li className={card}>
      {label && <p className={styles.kicker}><Words>{label}</Words></p>}
      <h3 className={`${cardTitle} ${styles.titleWithIcon}`}>
        <Icon name={groupIcons[offer.group]} />
        <Words>{offer.title}</Words>
      </h3>
      <p className={cardText}><Words>{offer.text}</Words></p>
      {offer.features.length > 0 && (
        <ul className={styles.features} aria-label={offer.group === 'packages' ? ui.offers.includes : undefined}>
          {offer.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <Words>{feature}</Words>
            </li>
          ))}
        </ul>
      )}
      {/* One footer on every card: the duration on the left, the price on the right, its note under it. */}
      <div className={styles.facts}>
        {offer.duration && (
          <p className={styles.duration}>
            <span className={styles.factLabel}>{ui.offers.duration}</span> {formatDuration(offer.duration)}
          </p>
        )}
        <p className={styles.price}>
          <span className={styles.factLabel}>{ui.offers.price}</span> <PriceText prices={offer.prices} />
          {offer.priceNote && <span className={`${styles.priceNote} ${styles.noteUnderPrice}`}><Words>{offer.priceNote}</Words></span>}
        </p>
      </div>
      <div className={styles.action}>
        <OfferAction offer={offer} />
      </div>
    </li>
  )
}

/** The price cards of one group of offers, with the notes their prices point to under them. */
export function PriceTable({ group }: PriceTableProps) {
  const shown = groupOffers(group)
  return (
    <div className={wide}>
      <ul className={cardGrid}>
        {shown.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </ul>
      <PriceFootnotes shown={shown} />
    </div>
  )
}
