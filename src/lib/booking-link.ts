import type { Offer } from '../content/schema.ts'

/**
 * The booking form, with an offer and its type of consultation chosen in
 * advance: where every « Réserver » leads. `path` is the booking page's, by
 * its role in pages.yaml (src/lib/role-paths.ts).
 */
export function bookingHref(path: string, offer: Pick<Offer, 'booking' | 'id'>): string {
  return `${path}?service=${encodeURIComponent(offer.booking)}&offre=${encodeURIComponent(offer.id)}`
}
