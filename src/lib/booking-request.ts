/**
 * A booking request, from the booking form's values: a saved draft brought back, the offers a choice means, where
 * it happens and how long it keeps her, the request her e-mail's links are composed from, and the facts the host
 * function composes the parent's auto-reply from (and reads back with `requestedOffers`). Her data comes in as
 * arguments: the form passes the build's (components/BookingForm/booking-data.ts), tests their own.
 */
import type { BookingPlace, Duration } from '../content/schema.ts'
import type { AutoReplyRequest } from './auto-reply.ts'
import type { Span } from './availability.ts'
import { type ClosedRules, type IsoDay, isBookableDay, isBookableSlot, parisDay } from './booking-days.ts'
import type { AppointmentRequest, OfferTerms } from './confirmation.ts'
import type { BookingValues } from './email-payload.ts'
import { longestMinutes } from './format.ts'

/** What the booking form holds: the contact's values, the offer and the town, the day and the slot (each '' until chosen). */
export type BookingDraft = BookingValues & { date: IsoDay | ''; slot: string }

/** Changes the booking form's draft from its current state: the form controller's `setValues`. */
export type SetDraft = (change: (current: BookingDraft) => BookingDraft) => void

/** A type of consultation, as booking.yaml's `bookingServices` gives it. */
export interface ServiceTerms {
  value: string
  label: string
  place: BookingPlace
}

/** What a draft is read against: her types of consultation, her offers, her slots, closed days and travel time. */
export interface BookingData {
  services: readonly ServiceTerms[]
  offers: readonly { id: string; booking: string; duration?: Duration | undefined }[]
  timeSlots: readonly string[]
  closed: ClosedRules
  /** Minutes before and after a home visit. */
  travelMargin: number
}

export const bookingFields = ['service', 'offer', 'town', 'date', 'slot', 'name', 'email', 'phone', 'message'] as const
export const emptyDraft: BookingDraft = { service: '', offer: '', town: '', date: '', slot: '', name: '', email: '', phone: '', message: '' }

/** The offers a request means: the one chosen, or, left open, every offer of its type. An offer of another type means none. */
export function requestedOffers<Offer extends { id: string; booking: string }>(offers: readonly Offer[], service: string, offer: string): Offer[] {
  const ofType = offers.filter((candidate) => candidate.booking === service)
  return offer === '' ? ofType : ofType.filter((candidate) => candidate.id === offer)
}

/** Where a type of consultation happens, or undefined when it is none of hers (none chosen yet). */
export const placeOfService = (services: readonly ServiceTerms[], service: string): BookingPlace | undefined =>
  services.find((option) => option.value === service)?.place

/** Where it happens, from its type (checked before sending): only a home visit keeps the parent's town. */
export function whereOf(services: readonly ServiceTerms[], { service, town }: Pick<BookingDraft, 'service' | 'town'>) {
  const place = placeOfService(services, service) ?? 'home'
  return { place, town: place === 'home' ? town.trim() : '' }
}

/**
 * How long an appointment of this choice keeps her: the longest duration of the offers it means (the chosen one, or
 * every offer of its type while none is), with her travel time before and after when it happens at home.
 */
export function spanOf(her: Pick<BookingData, 'services' | 'offers' | 'travelMargin'>, service: string, offer: string): Span {
  const minutes = longestMinutes(requestedOffers(her.offers, service, offer))
  return { minutes, margin: placeOfService(her.services, service) === 'home' ? her.travelMargin : 0 }
}

/** A saved draft, minus what no longer holds: an unknown type, an offer of another type or gone, a day now past or closed, a slot gone or begun. */
export function restoreDraft(saved: Partial<Record<(typeof bookingFields)[number], string>>, her: BookingData, now: Date): BookingDraft {
  const draft = { ...emptyDraft, ...saved }
  const dayOk = isBookableDay(draft.date, parisDay(now), her.closed)
  const service = her.services.some((option) => option.value === draft.service) ? draft.service : ''
  const offerOk = draft.offer !== '' && requestedOffers(her.offers, service, draft.offer).length > 0
  return {
    ...draft,
    service,
    offer: offerOk ? draft.offer : '',
    date: dayOk ? draft.date : '',
    slot: isBookableSlot(draft.date, draft.slot, now, { closed: her.closed, slots: her.timeSlots }) ? draft.slot : '',
  }
}

/**
 * The request her e-mail's links are composed from (« Confirmer » for each offer it means, with its price),
 * as the parent typed it, trimmed; it keeps her as long as its longest offer.
 */
export function appointmentRequestOf(
  draft: BookingDraft & { date: IsoDay },
  her: { services: readonly ServiceTerms[]; offers: readonly (OfferTerms & { booking: string })[] },
  sentOn: IsoDay,
): AppointmentRequest {
  const offers = requestedOffers(her.offers, draft.service, draft.offer)
  return {
    parent: draft.name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    ...whereOf(her.services, draft),
    offers,
    service: her.services.find((option) => option.value === draft.service)?.label ?? '',
    minutes: longestMinutes(offers),
    day: draft.date,
    slot: draft.slot,
    sentOn,
  }
}

/** What the host function composes the parent's auto-reply from: the request's facts, which it checks against her data. */
export function autoReplyRequestOf(draft: BookingDraft, services: readonly ServiceTerms[], requestId: string): AutoReplyRequest {
  return {
    request_id: requestId,
    service: draft.service,
    offer: draft.offer,
    day: draft.date,
    slot: draft.slot,
    ...whereOf(services, draft),
    name: draft.name.trim(),
    email: draft.email.trim(),
  }
}
