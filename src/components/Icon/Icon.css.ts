import { style } from '@vanilla-extract/css'

export const icon = style({
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  verticalAlign: '-0.25em',
})
