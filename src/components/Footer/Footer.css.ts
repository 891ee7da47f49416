import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const footer = style({
  background: vars.color.surfaceCalm,
  borderTop: `1px solid ${vars.color.border}`,
})

export const inner = style({
  display: 'grid',
  gap: vars.space.m,
  // The page grid's column (layout.css.ts): the footer starts on the pages' left edge.
  width: `min(${vars.width.page}, 100% - 2 * ${vars.space.m})`,
  margin: '0 auto',
  padding: `${vars.space.l} 0`,
  '@media': { 'screen and (min-width: 48em)': { gridTemplateColumns: '1.2fr 1fr 1fr', gap: vars.space.l, paddingTop: vars.space.xl } },
})

export const heading = style({
  margin: `0 0 ${vars.space.s}`,
  fontSize: vars.fontSize.h3,
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
})

/** Her pages in two columns on a phone: the footer stays short. */
export const pages = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  columnGap: vars.space.m,
  '@media': { 'screen and (min-width: 48em)': { gridTemplateColumns: '1fr' } },
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  // Plain links: the text's colour, underlined, not a third weight and colour in the footer.
  color: vars.color.text,
})

export const text = style({ margin: `0 0 ${vars.space.xs}` })

export const promise = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'baseline',
  '::before': { content: '"✓"', color: vars.color.calm, fontWeight: 700 },
})

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  width: `min(${vars.width.page}, 100% - 2 * ${vars.space.m})`,
  margin: '0 auto',
  padding: `${vars.space.s} 0 ${vars.space.m}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const copyright = style({ margin: 0 })

export const legal = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.m}`,
})

export const legalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.width.touch,
  color: vars.color.textMuted,
})
