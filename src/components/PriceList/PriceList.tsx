import type { ContentProps, Offer } from '../../content/schema.ts'
import { formatDuration } from '../../lib/format.ts'
import { wide } from '../../styles/layout.css.ts'
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx'
import { bookingHref } from '../../lib/booking-link.ts'
import { bookingPath } from '../../routes.ts'
import { groupOffers, offerLabel, PriceFootnotes, PriceText } from '../PriceTable/PriceTable.tsx'
import { ui } from 'virtual:content/ui'
import * as styles from './PriceList.css.ts'
import { Words } from '../Words/Words.tsx'

/** Which offers to list: `prenatal`, `postnatal`, `complementary`, `specific` or `packages`. */
export type PriceListProps = ContentProps<'PriceList'>

function OfferRow({ offer }: { offer: Offer }) {
  const label = offerLabel(offer)
  return (
    <li className={styles.row}>
      {/* Its name opens its presentation, with no script; its price and « Réserver » stay in sight under it. */}
      <details className={styles.details}>
        <summary className={styles.summary}>
          {label && <span className={styles.label}><Words>{label}</Words></span>}
          <span className={styles.title}><Words>{offer.title}</Words></span>
        </summary>
        <div className={styles.more}>
          <p className={styles.text}><Words>{offer.text}</Words></p>
          {offer.features.length > 0 && (
            <ul className={styles.features}>
              {offer.features.map((feature) => (
                <li key={feature}><Words>{feature}</Words></li>
              ))}
            </ul>
          )}
        </div>
      </details>
      <p className={styles.meta}>
        {offer.duration && <span className={styles.duration}>{formatDuration(offer.duration)}</span>}
        <span className={styles.price}>
          <PriceText prices={offer.prices} />
        </span>
        {offer.priceNote && <span className={styles.priceNote}><Words>{offer.priceNote}</Words></span>}
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
 * The offers of one group, one compact row each (name, duration, price,
 * « Réserver »), the presentation on demand: the whole pricing block on a
 * phone screen or two. The full cards are <PriceTable>.
 */
export function PriceList({ group }: PriceListProps) {
  const shown = groupOffers(group)
  return (
    <div className={wide}>
      <ul className={styles.list}>
        {shown.map((offer) => (
          <OfferRow key={offer.id} offer={offer} />
        ))}
      </ul>
      <PriceFootnotes shown={shown} />
    </div>
  )
}
