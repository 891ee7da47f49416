import { style } from '@vanilla-extract/css'
import { checkMark } from '../../styles/check-mark.ts'
import { vars } from '../../styles/theme.css.ts'

/** One group of situations on one card: the checklist, then the booking button. */
export const card = style({
  margin: `${vars.space.m} 0`,
  padding: vars.space.s,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  '@media': { 'screen and (min-width: 30em)': { padding: vars.space.m } },
})

/** A parent runs down it and recognises her own; two columns where the screen is wide enough. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  rowGap: vars.space.xs,
  columnGap: vars.space.l,
  '@media': { 'screen and (min-width: 48em)': { gridTemplateColumns: '1fr 1fr', rowGap: vars.space.s } },
})

/** A check mark in the margin, the title in bold, and how parents live it in the same paragraph. */
export const item = style({
  position: 'relative',
  paddingLeft: '1.5rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: 1.5,
  '::before': { ...checkMark, position: 'absolute', left: '0.1rem', top: '0.4em' },
})

export const title = style({
  fontWeight: 600,
  color: vars.color.heading,
})
