/**
 * The booking form's rules (src/lib/booking-request.ts) bound to her data as the build gives it (booking.yaml,
 * offers.yaml), and the offer's line as the site shows it.
 */
import { bookingServices, closedDays, closedWeekdays, timeSlots, travelMargin } from 'virtual:content/booking'
import { bookingOffers as offers } from 'virtual:content/booking-offers'
import { ui } from 'virtual:content/ui'
import { isBookableDay, isBookableSlot, parisDay } from '../../lib/booking-days.ts'
import { type BookingData, type BookingDraft, bookingFields, placeOfService, restoreDraft, spanOf, whereOf } from '../../lib/booking-request.ts'
import { formatOfferLine } from '../../lib/format.ts'

/** Her closed weekdays and days, as the date rules read them. */
export const closed = { closedDays, closedWeekdays }
const her: BookingData = { services: bookingServices, offers, timeSlots, closed, travelMargin }

export const serviceValues: readonly string[] = bookingServices.map((option) => option.value)
export const offerById = (id: string) => offers.find((offer) => offer.id === id)
export const placeOfType = (service: string) => placeOfService(bookingServices, service)
/** Whether a parent may still ask for `day`, now; and for `slot` on it, as the auto-reply function checks. */
export const stillOpen = (day: string) => isBookableDay(day, parisDay(new Date()), closed)
export const slotStillOpen = (day: string, slot: string) => isBookableSlot(day, slot, new Date(), { closed, slots: timeSlots })
export const whereOfDraft = (draft: Pick<BookingDraft, 'service' | 'town'>) => whereOf(bookingServices, draft)
export const spanOfChoice = (service: string, offer: string) => spanOf(her, service, offer)
export const restore = (saved: Partial<Record<(typeof bookingFields)[number], string>>, now: Date) => restoreDraft(saved, her, now)

/** The offer chosen, as the site shows it (its title, then « · 130 € ou 150 € »), or ''. */
export const offerText = (id: string) => {
  const offer = offerById(id)
  return offer ? formatOfferLine(offer, ui.offers.or) : ''
}
