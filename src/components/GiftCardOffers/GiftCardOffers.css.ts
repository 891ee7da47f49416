import { style } from '@vanilla-extract/css'

/**
 * The price at the foot of its card: across a row, every price sits on one
 * line. Written as a child of the card's item, to win over the price's own
 * `margin: 0` (PriceTable.css.ts) whatever the order of the stylesheets.
 */
export const price = style({ selectors: { 'li > &': { marginTop: 'auto' } } })
