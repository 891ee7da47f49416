import type { Offer, OfferGroup } from '../content/schema.ts'

/**
 * The offers a first visit books, prenatal and postnatal consultations: the
 * « dès … € » of <PriceFrom /> (on the home page, as shipped) is the lowest
 * of their prices. Follow-up calls, workshops and formulas do not count: a
 * cheaper follow-up's price would promise a consultation at the price of a
 * short call.
 */
const consultationGroups: readonly OfferGroup[] = ['prenatal', 'postnatal']

/** The lowest price of the consultations among `offers`, or undefined when none is left in their groups. */
export function lowestConsultationPrice(offers: readonly Pick<Offer, 'group' | 'prices'>[]): number | undefined {
  const amounts = offers.filter((offer) => consultationGroups.includes(offer.group)).flatMap((offer) => offer.prices.map((price) => price.amount))
  return amounts.length > 0 ? Math.min(...amounts) : undefined
}
