import { packages, postnatalConsultations, prenatalConsultations } from '../../../content/data/offers.ts'
import { ui } from '../../../content/data/ui.ts'
import { fill, formatDuration, formatPrice } from '../../lib/format.ts'
import { card, cardGrid, cardText, cardTitle } from '../../styles/card.css.ts'
import { wide } from '../../styles/layout.css.ts'
import * as priceStyles from '../PriceTable/PriceTable.css.ts'
import { frenchTypography } from '../../lib/typography.ts'

const [prenatal] = prenatalConsultations
const [postnatal] = postnatalConsultations
type Formula = Extract<(typeof packages)[number], { appointments: number }>
/** The packages counted in appointments (ETOILAIT, ETOILAIT+). */
const formulas = packages.filter((p): p is Formula => 'appointments' in p)
const completePack = packages.find((p) => p.id === 'pack-complet')
const formulaAmounts = formulas.flatMap((p) => p.prices.map((price) => price.amount))

/** What a gift card can offer, with prices quoted from content/data/offers.ts. */
export function GiftCardOffers() {
  const items = [
    { title: prenatal.name, text: formatDuration(prenatal.duration), price: formatPrice(prenatal.price) },
    { title: postnatal.name, text: formatDuration(postnatal.duration), price: formatPrice(postnatal.price) },
    {
      title: formulas.map((p) => p.title).join(ui.or),
      text: formulas.map((p) => fill(ui.offers.appointments, { count: p.appointments })).join(ui.or),
      price: fill(ui.giftCard.priceFrom, {
        min: formatPrice({ amount: Math.min(...formulaAmounts) }),
        max: formatPrice({ amount: Math.max(...formulaAmounts) }),
      }),
    },
    ...(completePack
      ? [{ title: completePack.title, text: completePack.description, price: formatPrice(completePack.prices[0]) }]
      : []),
  ]
  return (
    <ul className={`${wide} ${cardGrid}`}>
      {items.map((item) => (
        <li key={item.title} className={card}>
          <h3 className={cardTitle}>{item.title}</h3>
          <p className={cardText}>{frenchTypography(item.text)}</p>
          <p className={priceStyles.price}>{item.price}</p>
        </li>
      ))}
    </ul>
  )
}
