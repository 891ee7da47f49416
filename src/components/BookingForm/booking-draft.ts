/**
 * The booking form's values read against her data (booking.yaml, offers.yaml): the fields and their empty draft,
 * a saved draft brought back, and what a choice means (its offers, its place, how long it keeps her, whether its
 * day is still open).
 */
import { bookingServices, closedDays, closedWeekdays, timeSlots, travelMargin } from 'virtual:content/booking'
import { bookingOffers as offers } from 'virtual:content/booking-offers'
import { ui } from 'virtual:content/ui'
import type { Span } from '../../lib/availability.ts'
import { isBookableDay, isSlotPast, parisDay } from '../../lib/booking-days.ts'
import { type BookingDraft, whereOf } from '../../lib/booking-request.ts'
import { formatOfferLine, longestMinutes } from '../../lib/format.ts'

export const fields = ['service', 'offer', 'town', 'date', 'slot', 'name', 'email', 'phone', 'message'] as const
export const empty: BookingDraft = { service: '', offer: '', town: '', date: '', slot: '', name: '', email: '', phone: '', message: '' }
export const serviceValues: readonly string[] = bookingServices.map((option) => option.value)

/** The offers a type of consultation leads to (« Réserver » on each of them chooses it), in the order of offers.yaml. */
const offersOf = (service: string) => offers.filter((offer) => offer.booking === service)
export const offerById = (id: string) => offers.find((offer) => offer.id === id)
export const placeOfService = (service: string) => bookingServices.find((option) => option.value === service)?.place
/** Her closed weekdays and days, as the date rules read them. */
export const closed = { closedDays, closedWeekdays }
/** Whether a parent may still ask for `day`, now. */
export const stillOpen = (day: string) => isBookableDay(day, parisDay(new Date()), closed)
/** Where the draft's appointment happens: only a home visit keeps the parent's town. */
export const whereOfDraft = (draft: Pick<BookingDraft, 'service' | 'town'>) => whereOf(bookingServices, draft)

/**
 * How long an appointment of this choice keeps her: the chosen offer's
 * longest duration, or the longest of the type's offers when none is chosen
 * yet; with her travel time before and after when it happens at home.
 */
export function spanOf(service: string, offerId: string): Span {
  const offer = offerById(offerId)
  return { minutes: longestMinutes(offer ? [offer] : offersOf(service)), margin: placeOfService(service) === 'home' ? travelMargin : 0 }
}

/** A saved draft, minus what no longer holds: a day now past or closed, an unknown option or offer. */
export function restore(saved: Partial<Record<(typeof fields)[number], string>>, now: Date): BookingDraft {
  const draft = { ...empty, ...saved }
  const dayOk = isBookableDay(draft.date, parisDay(now), closed)
  const service = serviceValues.includes(draft.service) ? draft.service : ''
  return {
    ...draft,
    service,
    offer: offerById(draft.offer)?.booking === service ? draft.offer : '',
    date: dayOk ? draft.date : '',
    slot: dayOk && timeSlots.includes(draft.slot) && !isSlotPast(draft.date, draft.slot, now) ? draft.slot : '',
  }
}

/** The offer chosen, as the site shows it (« Formule ÉTOILAIT · 130 € ou 150 € »), or ''. */
export const offerText = (id: string) => {
  const offer = offerById(id)
  return offer ? formatOfferLine(offer, ui.offers.or) : ''
}
