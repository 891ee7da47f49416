import { giftCards, offers } from 'virtual:content/offers'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import type { GiftCard, Offer } from '../../content/schema.ts'
import { fill, formatDuration, formatPrice } from '../../lib/format.ts'
import { card, cardGrid, cardText, fewCards, muted } from '../../styles/card.css.ts'
import { withCount } from '../../styles/counted-columns.ts'
import { wide } from '../../styles/layout.css.ts'
import { Icon } from '../Icon/Icon.tsx'
import { offerTitle, offerTitleWithIcon } from '../../styles/offer.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import * as styles from './GiftCardOffers.css.ts'

/** What an offer is, in one line: its duration, else its number of appointments, else its text. */
function summary(offer: Offer): string {
  if (offer.duration) return formatDuration(offer.duration)
  if (offer.appointments) return fill(ui.offers.appointments, { count: offer.appointments })
  return offer.text
}

/**
 * One gift card, from the offers it names in offers.yaml (their ids were
 * checked at build): one price, or « de 130 € à 200 € » across several.
 */
function giftCardItem(giftCard: GiftCard) {
  const quoted = giftCard.offers.flatMap((id) => offers.filter((offer) => offer.id === id))
  const amounts = quoted.flatMap((offer) => offer.prices.map((price) => price.amount))
  const min = Math.min(...amounts)
  const max = Math.max(...amounts)
  return {
    title: quoted.map((offer) => offer.title).join(` ${ui.offers.or} `),
    text: quoted.map(summary).join(` ${ui.offers.or} `),
    price: min === max ? formatPrice({ amount: min }) : fill(ui.offers.priceFrom, { min: formatPrice({ amount: min }), max: formatPrice({ amount: max }) }),
  }
}

/** What a gift card can offer, with prices quoted from content/data/offers.yaml, and the VAT status they are given under. */
export function GiftCardOffers() {
  return (
    <>
      <ul className={`${wide} ${withCount(cardGrid, fewCards, giftCards.length)}`}>
        {giftCards.map(giftCardItem).map((item, place) => (
          <li key={place} className={card}>
            <h3 className={`${offerTitle} ${offerTitleWithIcon}`}>
              <Icon name="gift" />
              <NoBreakAtHyphens>{item.title}</NoBreakAtHyphens>
            </h3>
            <p className={cardText}><NoBreakAtHyphens>{item.text}</NoBreakAtHyphens></p>
            <p className={styles.price}>{item.price}</p>
          </li>
        ))}
      </ul>
      <p className={muted}>{practice.vatNote}</p>
    </>
  )
}
