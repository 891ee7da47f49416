import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { offers } from 'virtual:content/offers'
import { PriceFrom } from '../../src/components/PriceFrom/PriceFrom.tsx'
import { formatPrice } from '../../src/lib/format.ts'
import { lowestConsultationPrice } from '../../src/lib/price-from.ts'

const offer = (group: (typeof offers)[number]['group'], ...amounts: number[]) => ({ group, prices: amounts.map((amount) => ({ amount })) })

describe('« Consultation dès … »: the lowest price of her prenatal and postnatal consultations', () => {
  it('takes the lowest price of a prenatal or postnatal consultation, an offer with two prices included', () => {
    expect(lowestConsultationPrice([offer('prenatal', 70), offer('postnatal', 85, 65), offer('prenatal', 90)])).toBe(65)
  })

  it('leaves out follow-up calls, workshops and formulas, however cheap', () => {
    expect(lowestConsultationPrice([offer('complementary', 30), offer('specific', 40), offer('packages', 20), offer('postnatal', 70)])).toBe(70)
  })

  it('says nothing when she has no consultation with a price', () => {
    expect(lowestConsultationPrice([offer('complementary', 30)])).toBeUndefined()
  })

  it('<PriceFrom /> writes that price of offers.yaml as the site writes prices', () => {
    const lowest = lowestConsultationPrice(offers)
    expect(lowest).toBeDefined()
    expect(renderToStaticMarkup(<PriceFrom />)).toBe(formatPrice({ amount: lowest ?? 0 }))
  })
})
