import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { cardMinWidth, maxCardColumns } from './media.ts'
import { vars } from './theme.css.ts'

const cardGap = createVar()

/** The columns of a grid of `count` cards: as many as fit, at least `cardMinWidth` wide, and at least the share of one card (1px less, for rounding). */
const columnsFor = (count: number) =>
  `repeat(auto-fill, minmax(max(min(100%, ${cardMinWidth}), calc((100% - ${count - 1} * ${cardGap}) / ${count} - 1px)), 1fr))`

/**
 * A responsive grid of cards: one column on phones, more as the screen widens, as many as fit and no more
 * than it has cards, each as wide as the others. Its columns are those its cards will have before they have
 * all come: the browser may paint a slow page before the second card, and with `auto-fit` the first stretched
 * across the row, then shrank as the others came (a layout shift). Here `auto-fill` keeps them; a grid with
 * fewer cards than the widest row holds says how many (`fewCards`, through `cardGridOf`, card-grid.ts).
 */
export const cardGrid = style({
  listStyle: 'none',
  margin: `${vars.space.m} 0 ${vars.space.l}`,
  padding: 0,
  display: 'grid',
  // Closer on a phone, where the cards stand one under the other.
  vars: { [cardGap]: vars.space.s },
  '@media': { 'screen and (min-width: 30em)': { vars: { [cardGap]: vars.space.m } } },
  gap: cardGap,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cardMinWidth}), 1fr))`,
})

/**
 * The columns of a grid of 1, 2… cards, fewer than the widest row holds: no empty column beside them. The
 * widest row is the page's `wide` column, where every grid of cards stands (at most `pageWidth`).
 */
export const fewCards = styleVariants(
  Object.fromEntries(Array.from({ length: maxCardColumns - 1 }, (_, index) => [index + 1, { gridTemplateColumns: columnsFor(index + 1) }])),
)

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  // Tighter on a phone, where the cards stand one under the other.
  gap: '0.3125rem',
  padding: vars.space.s,
  '@media': { 'screen and (min-width: 30em)': { padding: vars.space.m, gap: vars.space.xs } },
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
})

export const cardText = style({ margin: 0 })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })
