import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const stars = style({
  display: 'inline-flex',
  gap: '0.125rem',
  color: vars.color.star,
})

export const star = style({ width: '1.125rem', height: '1.125rem' })
