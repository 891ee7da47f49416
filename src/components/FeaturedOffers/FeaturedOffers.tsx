import { offers } from 'virtual:content/offers'
import type { Offer } from '../../content/schema.ts'
import { fill, formatDuration, formatPrice } from '../../lib/format.ts'
import { wide } from '../../styles/layout.css.ts'
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx'
import { bookingHref } from '../../lib/booking-link.ts'
import { bookingPath } from '../../lib/role-paths.ts'
import { offerLabel } from '../PriceTable/PriceTable.tsx'
import { ui } from 'virtual:content/ui'
import { offerDuration, offerKicker, offerNote, offerPrice, offerTitle } from '../../styles/offer.css.ts'
import * as styles from './FeaturedOffers.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

/**
 * An offer's price in a row of its own: « 70 € », or « dès 130 € » for a
 * formula whose price depends on its first consultation. Which price goes
 * with what is said on the consultations page, with its notes.
 */
function lowestPriceText(offer: Offer): string {
  const amounts = offer.prices.map((price) => price.amount)
  const lowest = Math.min(...amounts)
  return amounts.length > 1 ? fill(ui.offers.lowestPrice, { price: formatPrice({ amount: lowest }) }) : formatPrice({ amount: lowest })
}

function OfferRow({ offer }: { offer: Offer }) {
  const label = offerLabel(offer)
  return (
    <li className={styles.row}>
      {/* Its name opens its presentation, with no script; its price and « Réserver » stay in sight under it. */}
      <details className={styles.details}>
        <summary className={styles.summary}>
          {label && <span className={offerKicker}><NoBreakAtHyphens>{label}</NoBreakAtHyphens></span>}
          <span className={offerTitle}><NoBreakAtHyphens>{offer.title}</NoBreakAtHyphens></span>
        </summary>
        <div className={styles.more}>
          <p className={styles.text}><NoBreakAtHyphens>{offer.text}</NoBreakAtHyphens></p>
          {offer.features.length > 0 && (
            <ul className={styles.features}>
              {offer.features.map((feature, place) => (
                <li key={place}><NoBreakAtHyphens>{feature}</NoBreakAtHyphens></li>
              ))}
            </ul>
          )}
        </div>
      </details>
      <p className={styles.meta}>
        {offer.duration && <span className={offerDuration}>{formatDuration(offer.duration)}</span>}
        <span className={offerPrice}>{lowestPriceText(offer)}</span>
        {offer.priceNote && <span className={offerNote}><NoBreakAtHyphens>{offer.priceNote}</NoBreakAtHyphens></span>}
      </p>
      <div className={styles.action}>
        <ButtonLink to={bookingHref(bookingPath, offer)} variant="secondary" size="small">
          {ui.offers.book}
        </ButtonLink>
      </div>
    </li>
  )
}

/**
 * Her main offers (offers.yaml `featured`), one compact row each (name,
 * duration, price, « Réserver »), the presentation on demand: a page's
 * pricing in one phone screen (the home page's, as shipped). Every offer, with its notes, is on the
 * consultations page (<PriceTable>).
 */
export function FeaturedOffers() {
  const shown = offers.filter((offer) => offer.featured)
  if (shown.length === 0) return null
  return (
    <div className={wide}>
      <ul className={styles.list}>
        {shown.map((offer) => (
          <OfferRow key={offer.id} offer={offer} />
        ))}
      </ul>
    </div>
  )
}
