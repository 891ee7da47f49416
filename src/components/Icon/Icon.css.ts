import { style } from '@vanilla-extract/css'

/** Beside its words, and never under 20 px: a smaller line drawing is hard to read. */
export const icon = style({
  width: 'max(1.25em, 1.25rem)',
  height: 'max(1.25em, 1.25rem)',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  verticalAlign: '-0.25em',
})
