/**
 * A booking request, from the booking form's values: the offers it means, where it happens, the request her
 * e-mail's links are composed from, and the facts the host function composes the parent's auto-reply from (and
 * reads back with `requestedOffers`). Her data comes in as arguments: the form passes the build's, tests their own.
 */
import type { BookingPlace } from '../content/schema.ts'
import type { AutoReplyRequest } from './auto-reply.ts'
import type { IsoDay } from './booking-days.ts'
import type { AppointmentRequest, OfferTerms } from './confirmation.ts'
import type { BookingValues } from './email-payload.ts'
import { longestMinutes } from './format.ts'

/** What the booking form holds: the contact's values, the offer and the town, the day and the slot (each '' until chosen). */
export type BookingDraft = BookingValues & { date: IsoDay | ''; slot: string }

/** A type of consultation, as booking.yaml's `bookingServices` gives it. */
export interface ServiceTerms {
  value: string
  label: string
  place: BookingPlace
}

/** The offers a request means: the one chosen, or, left open, every offer of its type. An offer of another type means none. */
export function requestedOffers<Offer extends { id: string; booking: string }>(offers: readonly Offer[], service: string, offer: string): Offer[] {
  const ofType = offers.filter((candidate) => candidate.booking === service)
  return offer === '' ? ofType : ofType.filter((candidate) => candidate.id === offer)
}

/** Where it happens, from its type: only a home visit keeps the parent's town. */
export function whereOf(services: readonly ServiceTerms[], { service, town }: Pick<BookingDraft, 'service' | 'town'>) {
  const place = services.find((option) => option.value === service)?.place ?? 'home'
  return { place, town: place === 'home' ? town.trim() : '' }
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
