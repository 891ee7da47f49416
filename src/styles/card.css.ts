import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { countedColumns } from './counted-columns.ts'
import { vars } from './theme.css.ts'

const cardGap = createVar()
const cardColumns = countedColumns(17, cardGap)

/**
 * A responsive grid of cards: one column on phones, more as the screen widens, as many as fit and no more
 * than it has cards, each as wide as the others, its columns known before they have all come
 * (counted-columns.ts): its component gives it `fewCards` through `withCount`.
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
  gridTemplateColumns: cardColumns.columns,
})

/** The columns of a grid of 1, 2… cards, fewer than the widest row holds: no empty column beside them. */
export const fewCards = styleVariants(cardColumns.few)

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
