import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.125rem',
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

/** The stars: a graphic, 3:1 against the card (tests/unit/contrast.test.ts). */
export const star = style({ width: '1rem', height: '1rem', flexShrink: 0, color: vars.color.star })

export const words = style({ marginLeft: vars.space.xs })
