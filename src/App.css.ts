import { style } from '@vanilla-extract/css'
import { vars } from './styles/theme.css.ts'

export const main = style({
  display: 'block',
  outline: 'none',
})

/** The space above the footer belongs to the page, so a tinted last section meets the footer. */
export const page = style({
  paddingBottom: vars.space.xxl,
  selectors: { '&:has(> section:last-child)': { paddingBottom: 0 } },
})
