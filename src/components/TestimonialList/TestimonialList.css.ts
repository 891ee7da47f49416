import { style } from '@vanilla-extract/css'
import { proseWidth } from '../../styles/media.ts'
import { canHover, vars } from '../../styles/theme.css.ts'

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  '@media': { 'screen and (min-width: 40em)': { fontSize: vars.fontSize.lead } },
  fontFamily: vars.font.heading,
  fontStyle: 'italic',
  color: vars.color.heading,
})

export const author = style({ margin: 0, fontWeight: 700 })

export const baby = style({ display: 'block', fontWeight: 400, color: vars.color.textMuted, fontSize: vars.fontSize.small })

/** How the testimonials were collected: a plain statement, under them, behind its title. */
export const method = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.small, maxWidth: proseWidth })

export const methodSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.width.touch,
  cursor: 'pointer',
  color: vars.color.text,
  textDecoration: 'underline',
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.accentStrong } } } },
})

export const methodText = style({ margin: `${vars.space.xxs} 0 0` })

export const families = style({
  margin: `${vars.space.s} 0 0`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  color: vars.color.calm,
})
