import { globalStyle, style } from '@vanilla-extract/css'
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

const bottomSpace = { phone: vars.space.xl, wider: vars.space.xxl }
const wider = 'screen and (min-width: 30em)'

/**
 * The space above the footer belongs to the page, so a tinted last section meets the footer.
 * Smaller on a phone, whose screen is short: the footer's own padding follows it.
 */
export const page = style({
  paddingBottom: bottomSpace.phone,
  '@media': { [wider]: { paddingBottom: bottomSpace.wider } },
})

/**
 * A last section reaches down over that space, to the footer: a negative margin (the page is a grid,
 * so no margin collapses). Not `:has(> section:last-child)` on the page, which painted the same: the
 * parser adds the page's blocks one by one, and that rule restyled the page, a grid, whenever the
 * blocks after the first paint were styled, in the task of the page's script (traced: docs/performance.md).
 */
globalStyle(`${page} > section:last-child`, {
  marginBottom: `calc(-1 * ${bottomSpace.phone})`,
  '@media': { [wider]: { marginBottom: `calc(-1 * ${bottomSpace.wider})` } },
})
