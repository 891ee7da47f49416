import { Fragment } from 'react'
import { footnotes, offers } from 'virtual:content/offers'
import { ui } from 'virtual:content/ui'
import type { ContentProps } from '../../content/components.ts'
import type { Offer, OfferGroup, Price } from '../../content/schema.ts'
import { formatDuration, formatPrice } from '../../lib/format.ts'
import { offerLabelOf } from '../../lib/offer-label.ts'
import { bookingHref } from '../../lib/booking-link.ts'
import { bookingPath } from '../../lib/role-paths.ts'
import { card, cardGrid, cardText, fewCards } from '../../styles/card.css.ts'
import { withCount } from '../../styles/counted-columns.ts'
import { wide } from '../../styles/layout.css.ts'
import { offerDuration, offerKicker, offerNote, offerPrice, offerTitle, offerTitleWithIcon } from '../../styles/offer.css.ts'
import { visuallyHidden } from '../../styles/utils.css.ts'
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx'
import { Icon, type IconName } from '../Icon/Icon.tsx'
import * as styles from './PriceTable.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

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

export interface OfferActionProps {
  /** The offer its button books (or chooses, for a package). */
  offer: Offer
}

/** Every offer can be booked: a package is chosen, a consultation is booked. */
function OfferAction({ offer }: OfferActionProps) {
  const choose = offer.group === 'packages'
  // Outlined, as every offer's: the page's one filled button is its booking one, under the offers.
  return (
    <ButtonLink to={bookingHref(bookingPath, offer)} variant="secondary" size="small">
      {choose ? ui.offers.choose : ui.offers.book}
    </ButtonLink>
  )
}

/** The small line above an offer's name (src/lib/offer-label.ts), in the site's words. */
export const offerLabel = (offer: Offer): string | undefined => offerLabelOf(offer, ui.offers.appointments)

export interface PriceTextProps {
  /** An offer's prices, in order, each with its footnote's marker. */
  prices: readonly Price[]
}

/** An offer's prices on one line, joined by her « ou ». */
function PriceText({ prices }: PriceTextProps) {
  return prices.map((price, index) => (
    <Fragment key={index}>
      {index > 0 && ` ${ui.offers.or} `}
      {formatPrice(price)}
      {price.footnote && <span className={styles.marker}>({price.footnote})</span>}
    </Fragment>
  ))
}

/** The notes this offer's prices point to (« (1) Avec… »), right under its price: read where the price is. */
function PriceFootnotes({ offer }: { offer: Offer }) {
  const markers = new Set(offer.prices.map((price) => price.footnote))
  const notes = footnotes.filter((footnote) => markers.has(footnote.number))
  if (notes.length === 0) return null
  return (
    <ul className={`${styles.notes} ${offerNote}`} aria-label={ui.offers.footnotesLabel}>
      {notes.map((footnote) => (
        <li key={footnote.number}>
          ({footnote.number}) <NoBreakAtHyphens>{footnote.text}</NoBreakAtHyphens>
        </li>
      ))}
    </ul>
  )
}

function OfferCard({ offer }: { offer: Offer }) {
  const label = offerLabel(offer)
  return (
    <li className={card}>
      {label && <p className={offerKicker}><NoBreakAtHyphens>{label}</NoBreakAtHyphens></p>}
      <h3 className={`${offerTitle} ${offerTitleWithIcon}`}>
        <Icon name={groupIcons[offer.group]} />
        <NoBreakAtHyphens>{offer.title}</NoBreakAtHyphens>
      </h3>
      {/* Its presentation on demand on a phone, as in her main offers' rows; always shown on a wider screen. */}
      <details className={styles.more}>
        <summary className={styles.moreSummary}><NoBreakAtHyphens>{ui.offers.features}</NoBreakAtHyphens></summary>
        <p className={cardText}><NoBreakAtHyphens>{offer.text}</NoBreakAtHyphens></p>
        {offer.features.length > 0 && (
          <ul className={styles.features} aria-label={offer.group === 'packages' ? ui.offers.includes : undefined}>
            {offer.features.map((feature, place) => (
              <li key={place} className={styles.feature}>
                <NoBreakAtHyphens>{feature}</NoBreakAtHyphens>
              </li>
            ))}
          </ul>
        )}
      </details>
      {/* One footer on every card: the price and the duration, the price's notes under them, the button on their right. */}
      <div className={styles.facts}>
        <div className={styles.priceBlock}>
          <p className={styles.priceLine}>
            <span className={offerPrice}>
              <span className={visuallyHidden}>{ui.offers.price} </span>
              <PriceText prices={offer.prices} />
            </span>
            {offer.duration && (
              <span className={offerDuration}>
                <span className={visuallyHidden}>{ui.offers.duration} </span>
                {formatDuration(offer.duration)}
              </span>
            )}
          </p>
          {offer.priceNote && <p className={`${styles.notes} ${offerNote}`}><NoBreakAtHyphens>{offer.priceNote}</NoBreakAtHyphens></p>}
          <PriceFootnotes offer={offer} />
        </div>
        <div className={styles.action}>
          <OfferAction offer={offer} />
        </div>
      </div>
    </li>
  )
}

/** The price cards of one group of offers, each with the notes its prices point to. */
export function PriceTable({ group }: PriceTableProps) {
  const shown = groupOffers(group)
  return (
    <div className={wide}>
      <ul className={withCount(cardGrid, fewCards, shown.length)}>
        {shown.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </ul>
    </div>
  )
}
