import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { offers } from 'virtual:content/offers'
import { PriceFrom } from '../../src/components/PriceFrom/PriceFrom.tsx'
import { formatPrice } from '../../src/lib/format.ts'
import { lowestConsultationPrice } from '../../src/lib/price-from.ts'

const offer = (group: (typeof offers)[number]['group'], ...amounts: number[]) => ({ group, prices: amounts.map((amount) => ({ amount })) })

describe('« Consultation dès … »: the lowest price of her prenatal and postnatal consultations', () => {
  it.each([
    ['takes the lowest price of a prenatal or postnatal consultation, an offer with two prices included', [offer('prenatal', 70), offer('postnatal', 85, 65), offer('prenatal', 90)], 65],
    ['leaves out follow-up calls, workshops and formulas, however cheap', [offer('complementary', 30), offer('specific', 40), offer('packages', 20), offer('postnatal', 70)], 70],
    ['says nothing when she has no consultation with a price', [offer('complementary', 30)], undefined],
  ])('%s', (_, given, lowest) => expect(lowestConsultationPrice(given)).toBe(lowest))

  it('<PriceFrom /> writes that price of offers.yaml as the site writes prices', () => {
    // Nothing when she sells no priced consultation: « dès » would promise a price she does not give.
    const lowest = lowestConsultationPrice(offers)
    expect(renderToStaticMarkup(<PriceFrom />)).toBe(lowest === undefined ? '' : formatPrice({ amount: lowest }))
  })
})
