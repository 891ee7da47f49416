import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

/** The one mark: a graphic, 3:1 against the card (tests/unit/contrast.test.ts). */
export const star = style({ width: '1rem', height: '1rem', flexShrink: 0, color: vars.color.star })
