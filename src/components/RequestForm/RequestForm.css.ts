import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

/** Why the button is still disabled, beside it. */
export const gating = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

/** The fields, one under the other. */
export const fields = style({
  display: 'grid',
  gap: vars.space.m,
  minWidth: 0,
})

/** The button and what follows it: the notices, the privacy note. */
export const after = style({
  display: 'grid',
  gap: vars.space.m,
  minWidth: 0,
})

/**
 * A form with a summary of what is asked: on a phone, the summary sits
 * between the fields and the button; on a computer, the fields keep their
 * width on the left and the summary stays in view beside them.
 */
export const withSummary = style({
  '@media': {
    'screen and (min-width: 64rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 20rem)',
      gridTemplateAreas: '"fields summary" "after summary"',
      alignItems: 'start',
      columnGap: vars.space.xl,
    },
  },
})

export const fieldsArea = style({ '@media': { 'screen and (min-width: 64rem)': { gridArea: 'fields' } } })
export const afterArea = style({ '@media': { 'screen and (min-width: 64rem)': { gridArea: 'after' } } })
export const summaryArea = style({
  '@media': {
    'screen and (min-width: 64rem)': { gridArea: 'summary', position: 'sticky', top: vars.space.l, alignSelf: 'start' },
  },
})
