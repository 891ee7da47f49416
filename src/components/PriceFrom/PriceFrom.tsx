import { offers } from 'virtual:content/offers'
import { formatPrice } from '../../lib/format.ts'
import { lowestConsultationPrice } from '../../lib/price-from.ts'

/**
 * The lowest price of her prenatal and postnatal consultations, « 60 € », as
 * offers.yaml says it today: the page writes « Consultation dès <PriceFrom /> ».
 */
export function PriceFrom() {
  const amount = lowestConsultationPrice(offers)
  return amount === undefined ? null : formatPrice({ amount })
}
