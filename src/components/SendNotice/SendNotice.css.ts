import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

/** The live regions take no room while empty. */
export const region = style({ display: 'grid', selectors: { '&:empty': { display: 'none' } } })

export const links = style({
  margin: `${vars.space.xxs} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
})

export const link = style({ fontWeight: 600, overflowWrap: 'anywhere' })

export const note = style({ margin: 0 })

export const actions = style({ margin: `${vars.space.xxs} 0 0` })
