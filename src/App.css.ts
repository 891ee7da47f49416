import { style } from '@vanilla-extract/css'
import { vars } from './styles/theme.css.ts'

export const skipLink = style({
  position: 'absolute',
  left: vars.space.s,
  top: vars.space.s,
  zIndex: 20,
  padding: `${vars.space.xs} ${vars.space.m}`,
  background: vars.color.surface,
  color: vars.color.accentStrong,
  borderRadius: vars.radius.s,
  boxShadow: vars.shadow.raised,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
})

export const main = style({
  display: 'block',
  outline: 'none',
})

/**
 * The space above the footer belongs to the page, so a tinted last section meets the footer.
 * Smaller on a phone, whose screen is short: the footer's own padding follows it.
 */
export const page = style({
  paddingBottom: vars.space.xl,
  '@media': { 'screen and (min-width: 30em)': { paddingBottom: vars.space.xxl } },
  selectors: { '&:has(> section:last-child)': { paddingBottom: 0 } },
})
