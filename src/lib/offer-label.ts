/**
 * The small line above an offer's name, shared by the cards (PriceTable's
 * `offerLabel`, in the site's words, which FeaturedOffers reads too) and the
 * tests, which read an offer as its card shows it with their own words.
 */
import type { Offer } from '../content/schema.ts'
import { fill } from './format.ts'

/** An offer's own label, or a package's number of appointments (« {count} rendez-vous »). */
export function offerLabelOf(offer: Pick<Offer, 'label' | 'appointments'>, appointments: string): string | undefined {
  return offer.label ?? (offer.appointments ? fill(appointments, { count: offer.appointments }) : undefined)
}
