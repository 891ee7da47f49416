import { type ReactNode, useId } from 'react'
import { bookingServices } from 'virtual:content/booking'
import { ui } from 'virtual:content/ui'
import type { BookingOffer } from '../../content/schema.ts'
import type { IsoDay } from '../../lib/booking-days.ts'
import { fill, formatDuration, formatOfferPrice, formatPrice, formatTime } from '../../lib/format.ts'
import { formatFrenchDateLine } from '../../lib/french-date.ts'
import * as styles from './BookingSummary.css.ts'

/** What a sent request asked, for the success notice: its lines as a parent reads them. */
export interface Recap {
  consultation: string
  date: string
  time: string
  /** The parent's address, named in the recap when the host's function says the auto-reply left. */
  email: string
}

export interface BookingSummaryProps {
  /** The form's choices so far. */
  draft: { service: string; date: IsoDay | ''; slot: string }
  /** The offer chosen, if any. */
  offer: BookingOffer | undefined
  /** The town the parent typed for a home visit, or ''. */
  town?: string
  /**
   * A request was just sent and nothing new is chosen: on a phone, where the
   * summary sits right above the success notice, it gives way to the recap.
   */
  afterSend?: boolean
}

/**
 * « 130 € ou 150 € » says which applies: each price on its line with its
 * footnote (« Avec la consultation prénatale d’allaitement. »), as the offer's
 * card says it.
 */
function PriceLines({ offer }: { offer: BookingOffer }) {
  return offer.prices.map((price, place) => (
    <span key={place} className={styles.price}>
      {formatPrice(price)} <small>{price.note}</small>
    </span>
  ))
}

/**
 * What the parent is asking, filled in as they choose: the consultation with
 * its duration and price, where it happens, the day and the time. Beside the
 * form on a computer, just above the send button on a phone.
 */
export function BookingSummary({ draft, offer, town = '', afterSend = false }: BookingSummaryProps) {
  const words = ui.forms.summary
  const service = bookingServices.find((option) => option.value === draft.service)
  const date = draft.date ? formatFrenchDateLine(draft.date) : ''
  const titleId = useId()
  const rows: [label: string, value: ReactNode][] = [
    [words.consultation, offer?.title ?? service?.label],
    ...(offer?.duration ? [[words.duration, formatDuration(offer.duration)] as [string, string]] : []),
    ...(offer ? [[words.price, offer.prices.length > 1 && offer.prices.some((price) => price.note) ? <PriceLines offer={offer} /> : formatOfferPrice(offer, ui.offers.or)] as [string, ReactNode]] : []),
    // At home, the town the parent typed; until then, where the consultant goes.
    [words.place, service ? (service.place === 'home' && town ? fill(words.homeIn, { town }) : words[service.place]) : undefined],
    [words.date, date || undefined],
    [words.time, draft.slot ? formatTime(draft.slot) : undefined],
  ]
  return (
    <aside className={`${styles.summary} ${afterSend ? styles.afterSend : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {words.title}
      </h2>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.term}>{label}</dt>
            <dd className={value ? styles.value : styles.missing}>{value ?? words.toChoose}</dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}
