import { globalStyle, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

const base = { padding: `${vars.space.l} 0 ${vars.space.xl}`, marginTop: vars.space.l } as const

export const tone = styleVariants({
  plain: { ...base, marginTop: 0, paddingTop: 0 },
  warm: { ...base, background: vars.color.surfaceWarm },
  calm: { ...base, background: vars.color.surfaceCalm },
})

// A tinted band already sets its heading apart: no second gap above it.
for (const tinted of [tone.warm, tone.calm]) globalStyle(`${tinted} > h2:first-child`, { marginTop: vars.space.s })
