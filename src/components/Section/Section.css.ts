import { styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

const base = { padding: `${vars.space.l} 0 ${vars.space.xl}`, marginTop: vars.space.l } as const

export const tone = styleVariants({
  plain: { ...base, marginTop: 0, paddingTop: 0 },
  warm: { ...base, background: vars.color.surfaceWarm },
  calm: { ...base, background: vars.color.surfaceCalm },
})
