/**
 * Her content as the texts around an appointment use it (src/lib/confirmation.ts):
 * her words and terms; her offers as the texts name them,
 * each with its kind (a formula is paid as her formulas are), its duration,
 * and each price with the note that says when it applies (offers.yaml's
 * footnotes), so a formula's « Confirmer » can name the one price that applies;
 * and where it usually happens, its type of consultation's place.
 * Build-time: the booking form receives the result (virtual:content/confirmation).
 */
import { placeOfService } from '../lib/booking-request.ts'
import type { ConfirmationTerms, OfferTerms } from '../lib/confirmation.ts'
import { replyDaysOf } from '../lib/reply-days.ts'
import { pathOfRole } from './roles.ts'
import type { Booking, Offers, SiteContent } from './schema.ts'

/** The composer's terms, with her conditions of sale's model withdrawal form as text (read from its page by the build). */
export function confirmationTermsOf(content: SiteContent, withdrawalForm: string): ConfirmationTerms {
  const { siteUrl, name, responseTime } = content.practice
  return {
    words: content.booking.confirmation,
    withdrawalForm,
    replyDays: replyDaysOf(responseTime),
    closed: { closedDays: content.booking.closedDays, closedWeekdays: content.booking.closedWeekdays },
    name,
    siteUrl,
    conditions: `${siteUrl}${pathOfRole(content.pages.pages, 'terms')}`,
  }
}

export function offerTermsOf(offers: Offers, services: Booking['bookingServices']): (OfferTerms & { booking: string })[] {
  // Every offer's type is one of hers: the check refuses any other (« Valeur non prévue »).
  const noteOf = (number: number | undefined) => offers.footnotes.find((note) => note.number === number)?.text
  return offers.offers.map((offer) => ({
    id: offer.id,
    title: offer.title,
    booking: offer.booking,
    place: placeOfService(services, offer.booking) ?? 'home',
    kind: offer.group === 'packages' ? 'package' : 'consultation',
    ...(offer.duration ? { duration: offer.duration } : {}),
    prices: offer.prices.map((price) => {
      const note = offer.prices.length > 1 ? noteOf(price.footnote) : undefined
      return note ? { amount: price.amount, note } : { amount: price.amount }
    }),
  }))
}
