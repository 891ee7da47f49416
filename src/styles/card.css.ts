import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/** A responsive grid of cards: one column on phones, more as the screen widens. */
export const cardGrid = style({
  listStyle: 'none',
  margin: `${vars.space.m} 0 ${vars.space.l}`,
  padding: 0,
  display: 'grid',
  // Closer on a phone, where the cards stand one under the other.
  gap: vars.space.s,
  '@media': { 'screen and (min-width: 30em)': { gap: vars.space.m } },
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17rem), 1fr))',
})

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
