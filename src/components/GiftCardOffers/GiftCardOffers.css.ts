import { style } from '@vanilla-extract/css'
import { priceFigure } from '../PriceTable/PriceTable.css.ts'

/** The price at the foot of its card, as the price cards' facts are: across a row, every price sits on one line. */
export const price = style([priceFigure, { margin: 'auto 0 0' }])
