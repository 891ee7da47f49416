import { globalStyle, style } from '@vanilla-extract/css'
import { summaryBeside } from '../../styles/media.ts'
import { vars } from '../../styles/theme.css.ts'

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
    [summaryBeside]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 20rem)',
      gridTemplateAreas: '"fields summary" "after summary"',
      alignItems: 'start',
      columnGap: vars.space.xl,
    },
  },
})

export const fieldsArea = style({ '@media': { [summaryBeside]: { gridArea: 'fields' } } })
export const afterArea = style({ '@media': { [summaryBeside]: { gridArea: 'after' } } })
export const summaryArea = style({
  '@media': {
    [summaryBeside]: { gridArea: 'summary', position: 'sticky', top: vars.space.l, alignSelf: 'start' },
  },
})

/** The error summary: a box with a strong edge at the top of the form, in the danger colour. */
export const errorSummary = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.m,
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
})

globalStyle(`${errorSummary} h2`, {
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 600,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
})

/** One link a line, each at least a finger's height. */
globalStyle(`${errorSummary} ul`, { margin: 0, paddingInlineStart: vars.space.m, display: 'grid' })

globalStyle(`${errorSummary} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.width.touch,
  color: vars.color.danger,
  fontWeight: 600,
})
