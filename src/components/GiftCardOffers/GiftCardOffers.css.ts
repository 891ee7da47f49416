import { style } from '@vanilla-extract/css'
import { offerPrice } from '../../styles/offer.css.ts'

/** The price at the foot of its card, as the price cards' are: across a row, every price sits on one line. */
export const price = style([offerPrice, { margin: 'auto 0 0' }])
