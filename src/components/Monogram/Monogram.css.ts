import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const mark = style({
  display: 'block',
  // On a 320 px phone beside a long name (« Marie-Christine Delacroix-Martin »), the mark gives way first: her name is never cut.
  flexShrink: 1,
  minWidth: '1.25rem',
  width: '2rem',
  height: '2rem',
  color: vars.color.accent,
  '@media': { 'screen and (min-width: 30em)': { width: '2.5rem', height: '2.5rem' } },
})

export const initials = style({
  fill: vars.color.accentStrong,
  fontFamily: vars.font.heading,
  fontSize: '19px',
  fontStyle: 'italic',
  letterSpacing: '0.02em',
})
