import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

/** Why the button is still disabled, beside it. */
export const gating = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})
