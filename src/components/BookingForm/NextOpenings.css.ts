import { style } from '@vanilla-extract/css'
import { canHover, vars } from '../../styles/theme.css.ts'

export const openings = style({ display: 'grid', gap: vars.space.xs, marginBlockEnd: vars.space.s })

export const openingsTitle = style({ margin: 0, fontWeight: 600 })

/**
 * Equal columns, three where « mardi 1er décembre » fits a third of the row (a 390 px phone), else two: at 320
 * and 360 px the month's name would touch its border.
 */
export const openingList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 5.75rem), 1fr))',
  gap: vars.space.xs,
})

export const opening = style({
  display: 'grid',
  placeContent: 'center',
  width: '100%',
  minHeight: vars.width.touch,
  padding: `${vars.space.xxs} ${vars.space.xxs}`,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  lineHeight: 1.25,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.onAccent } },
  '@media': { [canHover]: { selectors: { '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceWarm } } } },
})
