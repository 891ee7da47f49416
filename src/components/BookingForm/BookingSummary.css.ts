import { globalStyle, style } from '@vanilla-extract/css'
import { summaryBelowWidth } from '../../styles/media.ts'
import { vars } from '../../styles/theme.css.ts'

export const summary = style({
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceWarm,
  border: `1px solid ${vars.color.border}`,
})

/** Hidden on a phone once a request is sent, until the parent chooses again. */
export const afterSend = style({
  '@media': { [`screen and (max-width: ${summaryBelowWidth})`]: { display: 'none' } },
})

export const title = style({
  margin: `0 0 ${vars.space.s}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 600,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
})

export const list = style({ margin: 0, display: 'grid', gap: vars.space.xs })

/**
 * A label above its value where the summary is narrow: on a phone, and in
 * its column beside the form on a computer, where a label beside its value
 * left « 30 novembre 2026 » too little room. Beside it in between, when the
 * summary has the form's whole width, each line of the value starting at the
 * same edge.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'baseline',
  '@media': {
    [`screen and (min-width: 30em) and (max-width: ${summaryBelowWidth})`]: { gridTemplateColumns: '6.5rem minmax(0, 1fr)', columnGap: vars.space.s },
  },
})

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'break-word' })

export const missing = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' })

/** A formula's prices, one a line, each with what makes it the one that applies. */
export const price = style({ display: 'block' })

globalStyle(`${price} small`, { fontWeight: 400 })
