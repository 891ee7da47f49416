import { offers } from 'virtual:content/offers'
import { formatPrice } from '../../lib/format.ts'
import { lowestConsultationPrice } from '../../lib/price-from.ts'

/**
 * The lowest price of her prenatal and postnatal consultations in offers.yaml,
 * written as a price (« 60 € »): the page writes « Consultation dès <PriceFrom /> ».
 */
export function PriceFrom() {
  const amount = lowestConsultationPrice(offers)
  return amount === undefined ? null : formatPrice({ amount })
}
